from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_state_to_move import DragonsStateToMove
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_config import DragonsConfig
  from ..models.dragons_tile import DragonsTile





T = TypeVar("T", bound="DragonsState")



@_attrs_define
class DragonsState:
    """ Tiles in the order placed; whose turn, the pool and the outcome follow from them.

        Attributes:
            game (Literal['dragons']):
            players (Literal[2]):
            options (DragonsConfig): The normalized options as stored in a state.
            tiles (list[DragonsTile]):
            pool (int):
            to_move (DragonsStateToMove):
     """

    game: Literal['dragons']
    players: Literal[2]
    options: DragonsConfig
    tiles: list[DragonsTile]
    pool: int
    to_move: DragonsStateToMove





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_config import DragonsConfig # noqa: PLC0415
        from ..models.dragons_tile import DragonsTile # noqa: PLC0415
        game = self.game

        players = self.players

        options = self.options.to_dict()

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        pool = self.pool

        to_move = self.to_move.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "options": options,
            "tiles": tiles,
            "pool": pool,
            "to_move": to_move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_config import DragonsConfig # noqa: PLC0415
        from ..models.dragons_tile import DragonsTile # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        players = cast(Literal[2] , d.pop("players"))
        if players != 2:
            raise ValueError(f"players must match const 2, got '{players}'")

        options = DragonsConfig.from_dict(d.pop("options"))




        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = DragonsTile.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        pool = d.pop("pool")

        to_move = DragonsStateToMove(d.pop("to_move"))




        dragons_state = cls(
            game=game,
            players=players,
            options=options,
            tiles=tiles,
            pool=pool,
            to_move=to_move,
        )

        return dragons_state

