from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_bid import RedsBid
  from ..models.reds_exchange import RedsExchange
  from ..models.reds_play import RedsPlay





T = TypeVar("T", bound="RedsLegalMoves")



@_attrs_define
class RedsLegalMoves:
    """ 
        Attributes:
            game (Literal['reds']):
            seat (int):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            moves (list[RedsBid | RedsExchange | RedsPlay]):
     """

    game: Literal['reds']
    seat: int
    version: int
    moves: list[RedsBid | RedsExchange | RedsPlay]





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        game = self.game

        seat = self.seat

        version = self.version

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, RedsBid):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RedsExchange):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seat": seat,
            "version": version,
            "moves": moves,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['reds'] , d.pop("game"))
        if game != 'reds':
            raise ValueError(f"game must match const 'reds', got '{game}'")

        seat = d.pop("seat")

        version = d.pop("version")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> RedsBid | RedsExchange | RedsPlay:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_move_type_0 = RedsBid.from_dict(data)



                    return componentsschemas_reds_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_move_type_1 = RedsExchange.from_dict(data)



                    return componentsschemas_reds_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_move_type_2 = RedsPlay.from_dict(data)



                return componentsschemas_reds_move_type_2

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        reds_legal_moves = cls(
            game=game,
            seat=seat,
            version=version,
            moves=moves,
        )

        return reds_legal_moves

