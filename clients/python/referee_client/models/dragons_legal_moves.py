from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_place import DragonsPlace





T = TypeVar("T", bound="DragonsLegalMoves")



@_attrs_define
class DragonsLegalMoves:
    """ 
        Attributes:
            game (Literal['dragons']):
            seat (int): 0 plays red, 1 plays green.
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            moves (list[DragonsPlace]):
     """

    game: Literal['dragons']
    seat: int
    version: int
    moves: list[DragonsPlace]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        game = self.game

        seat = self.seat

        version = self.version

        moves = []
        for moves_item_data in self.moves:
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
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        seat = d.pop("seat")

        version = d.pop("version")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = DragonsPlace.from_dict(moves_item_data)



            moves.append(moves_item)


        dragons_legal_moves = cls(
            game=game,
            seat=seat,
            version=version,
            moves=moves,
        )

        return dragons_legal_moves

