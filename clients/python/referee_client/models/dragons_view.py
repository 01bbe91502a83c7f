from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_view_colour_to_move_type_0 import DragonsViewColourToMoveType0
from ..models.dragons_view_phase import DragonsViewPhase
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_config import DragonsConfig
  from ..models.dragons_loop import DragonsLoop
  from ..models.dragons_outcome import DragonsOutcome
  from ..models.dragons_tile import DragonsTile
  from ..models.dragons_view_last_move_item import DragonsViewLastMoveItem





T = TypeVar("T", bound="DragonsView")



@_attrs_define
class DragonsView:
    """ The same for every seat and spectators (perfect information).

        Attributes:
            game (Literal['dragons']):
            players (Literal[2]):
            viewer (int | None): The seat the view was made for; null for a spectator (every seat sees the same).
            options (DragonsConfig): The normalized options as stored in a state.
            phase (DragonsViewPhase): play while the game runs, finished once it is over.
            to_act (list[int]): The seat to move; empty once the game is over.
            current (int | None): The seat to move (the state's to_move); null once the game is over.
            tiles (list[DragonsTile]):
            pool (int):
            colour_to_move (DragonsViewColourToMoveType0 | None):
            gaps (list[list[int]]): Cells with three or more closed sides; the player to move must place on one of them.
            last_move (list[DragonsViewLastMoveItem]): The last placement first, then its automatic placements in order.
            last_loops (list[DragonsLoop]): The longest loop of each colour through the tiles of the last move.
            outcome (DragonsOutcome | None): Null while the game runs.
     """

    game: Literal['dragons']
    players: Literal[2]
    viewer: int | None
    options: DragonsConfig
    phase: DragonsViewPhase
    to_act: list[int]
    current: int | None
    tiles: list[DragonsTile]
    pool: int
    colour_to_move: DragonsViewColourToMoveType0 | None
    gaps: list[list[int]]
    last_move: list[DragonsViewLastMoveItem]
    last_loops: list[DragonsLoop]
    outcome: DragonsOutcome | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_config import DragonsConfig # noqa: PLC0415
        from ..models.dragons_loop import DragonsLoop # noqa: PLC0415
        from ..models.dragons_outcome import DragonsOutcome # noqa: PLC0415
        from ..models.dragons_tile import DragonsTile # noqa: PLC0415
        from ..models.dragons_view_last_move_item import DragonsViewLastMoveItem # noqa: PLC0415
        game = self.game

        players = self.players

        viewer: int | None
        viewer = self.viewer

        options = self.options.to_dict()

        phase = self.phase.value

        to_act = self.to_act



        current: int | None
        current = self.current

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        pool = self.pool

        colour_to_move: None | str
        if isinstance(self.colour_to_move, DragonsViewColourToMoveType0):
            colour_to_move = self.colour_to_move.value
        else:
            colour_to_move = self.colour_to_move

        gaps = []
        for gaps_item_data in self.gaps:
            gaps_item = gaps_item_data


            gaps.append(gaps_item)



        last_move = []
        for last_move_item_data in self.last_move:
            last_move_item = last_move_item_data.to_dict()
            last_move.append(last_move_item)



        last_loops = []
        for last_loops_item_data in self.last_loops:
            last_loops_item = last_loops_item_data.to_dict()
            last_loops.append(last_loops_item)



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DragonsOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "viewer": viewer,
            "options": options,
            "phase": phase,
            "to_act": to_act,
            "current": current,
            "tiles": tiles,
            "pool": pool,
            "colour_to_move": colour_to_move,
            "gaps": gaps,
            "last_move": last_move,
            "last_loops": last_loops,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_config import DragonsConfig # noqa: PLC0415
        from ..models.dragons_loop import DragonsLoop # noqa: PLC0415
        from ..models.dragons_outcome import DragonsOutcome # noqa: PLC0415
        from ..models.dragons_tile import DragonsTile # noqa: PLC0415
        from ..models.dragons_view_last_move_item import DragonsViewLastMoveItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        players = cast(Literal[2] , d.pop("players"))
        if players != 2:
            raise ValueError(f"players must match const 2, got '{players}'")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        options = DragonsConfig.from_dict(d.pop("options"))




        phase = DragonsViewPhase(d.pop("phase"))




        to_act = cast(list[int], d.pop("to_act"))


        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))


        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = DragonsTile.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        pool = d.pop("pool")

        def _parse_colour_to_move(data: object) -> DragonsViewColourToMoveType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_to_move_type_0 = DragonsViewColourToMoveType0(data)



                return colour_to_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsViewColourToMoveType0 | None, data)

        colour_to_move = _parse_colour_to_move(d.pop("colour_to_move"))


        gaps = []
        _gaps = d.pop("gaps")
        for gaps_item_data in (_gaps):
            gaps_item = cast(list[int], gaps_item_data)

            gaps.append(gaps_item)


        last_move = []
        _last_move = d.pop("last_move")
        for last_move_item_data in (_last_move):
            last_move_item = DragonsViewLastMoveItem.from_dict(last_move_item_data)



            last_move.append(last_move_item)


        last_loops = []
        _last_loops = d.pop("last_loops")
        for last_loops_item_data in (_last_loops):
            last_loops_item = DragonsLoop.from_dict(last_loops_item_data)



            last_loops.append(last_loops_item)


        def _parse_outcome(data: object) -> DragonsOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        dragons_view = cls(
            game=game,
            players=players,
            viewer=viewer,
            options=options,
            phase=phase,
            to_act=to_act,
            current=current,
            tiles=tiles,
            pool=pool,
            colour_to_move=colour_to_move,
            gaps=gaps,
            last_move=last_move,
            last_loops=last_loops,
            outcome=outcome,
        )

        return dragons_view

