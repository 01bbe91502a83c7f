from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_place import DragonsPlace
  from ..models.dragons_state import DragonsState
  from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove
  from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove
  from ..models.dragons_wild_buy_move import DragonsWildBuyMove
  from ..models.dragons_wild_discard_move import DragonsWildDiscardMove
  from ..models.dragons_wild_draw_move import DragonsWildDrawMove
  from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove
  from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove
  from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove
  from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove
  from ..models.dragons_wild_state import DragonsWildState
  from ..models.palace_flip_move import PalaceFlipMove
  from ..models.palace_pick_up_move import PalacePickUpMove
  from ..models.palace_place_move import PalacePlaceMove
  from ..models.palace_play_move import PalacePlayMove
  from ..models.palace_ready_move import PalaceReadyMove
  from ..models.palace_state import PalaceState
  from ..models.palace_swap_move import PalaceSwapMove
  from ..models.red_dragon_declare_move import RedDragonDeclareMove
  from ..models.red_dragon_pick_up_move import RedDragonPickUpMove
  from ..models.red_dragon_play_move import RedDragonPlayMove
  from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove
  from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove
  from ..models.red_dragon_state import RedDragonState
  from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove
  from ..models.reds_bid import RedsBid
  from ..models.reds_exchange import RedsExchange
  from ..models.reds_play import RedsPlay
  from ..models.reds_state import RedsState





T = TypeVar("T", bound="StateMoveRequest")



@_attrs_define
class StateMoveRequest:
    """ 
        Attributes:
            state (DragonsState | DragonsWildState | PalaceState | RedDragonState | RedsState): A full game state as
                setup/apply produce it (discriminated by `game`; see `<Game>State`).
            seat (int): A seat number (0 is the first player; no game has more than eight seats).
            move (DragonsPlace | DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove |
                DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove |
                DragonsWildLayMeldMove | DragonsWildNextHandMove | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove |
                PalacePlayMove | PalaceReadyMove | PalaceSwapMove | RedDragonDeclareMove | RedDragonPickUpMove |
                RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove | RedsBid |
                RedsExchange | RedsPlay | str): A move of any game (`<Game>Move`, discriminated by `type` within its game), or a
                string in the game's text notation. Move types of different games share names (`play`, `pick_up`), so this is an
                `anyOf`: the session or the path names the game.
     """

    state: DragonsState | DragonsWildState | PalaceState | RedDragonState | RedsState
    seat: int
    move: DragonsPlace | DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove | RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove | RedsBid | RedsExchange | RedsPlay | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        from ..models.dragons_state import DragonsState # noqa: PLC0415
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        from ..models.dragons_wild_state import DragonsWildState # noqa: PLC0415
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_state import PalaceState # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_state import RedDragonState # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        from ..models.reds_state import RedsState # noqa: PLC0415
        state: dict[str, Any]
        if isinstance(self.state, DragonsState):
            state = self.state.to_dict()
        elif isinstance(self.state, DragonsWildState):
            state = self.state.to_dict()
        elif isinstance(self.state, PalaceState):
            state = self.state.to_dict()
        elif isinstance(self.state, RedDragonState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()


        seat = self.seat

        move: dict[str, Any] | str
        if isinstance(self.move, DragonsPlace):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildDrawMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildBuyMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildAnswerBuyMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildLayMeldMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildAddToMeldMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildGoOutMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildDiscardMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildNextHandMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildEndGameMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalaceSwapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalaceReadyMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalacePlaceMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalacePlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalaceFlipMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalacePickUpMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonSelectReserveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonPlayReserveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonTakeChanceMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonDeclareMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonPickUpMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsBid):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsExchange):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsPlay):
            move = self.move.to_dict()
        else:
            move = self.move


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "seat": seat,
            "move": move,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        from ..models.dragons_state import DragonsState # noqa: PLC0415
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        from ..models.dragons_wild_state import DragonsWildState # noqa: PLC0415
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_state import PalaceState # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_state import RedDragonState # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        from ..models.reds_state import RedsState # noqa: PLC0415
        d = dict(src_dict)
        def _parse_state(data: object) -> DragonsState | DragonsWildState | PalaceState | RedDragonState | RedsState:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_0 = DragonsState.from_dict(data)



                return componentsschemas_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_1 = DragonsWildState.from_dict(data)



                return componentsschemas_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_2 = PalaceState.from_dict(data)



                return componentsschemas_state_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_3 = RedDragonState.from_dict(data)



                return componentsschemas_state_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_state_type_4 = RedsState.from_dict(data)



            return componentsschemas_state_type_4

        state = _parse_state(d.pop("state"))


        seat = d.pop("seat")

        def _parse_move(data: object) -> DragonsPlace | DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove | RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove | RedsBid | RedsExchange | RedsPlay | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_0 = DragonsPlace.from_dict(data)



                return componentsschemas_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_0 = DragonsWildDrawMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_1 = DragonsWildBuyMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_2 = DragonsWildAnswerBuyMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_3 = DragonsWildLayMeldMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_4 = DragonsWildAddToMeldMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_5 = DragonsWildGoOutMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_6 = DragonsWildDiscardMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_7 = DragonsWildNextHandMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_8 = DragonsWildEndGameMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_0 = PalaceSwapMove.from_dict(data)



                return componentsschemas_palace_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_1 = PalaceReadyMove.from_dict(data)



                return componentsschemas_palace_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_2 = PalacePlaceMove.from_dict(data)



                return componentsschemas_palace_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_3 = PalacePlayMove.from_dict(data)



                return componentsschemas_palace_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_4 = PalaceFlipMove.from_dict(data)



                return componentsschemas_palace_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_5 = PalacePickUpMove.from_dict(data)



                return componentsschemas_palace_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_0 = RedDragonSelectReserveMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_1 = RedDragonPlayMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_2 = RedDragonPlayReserveMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_3 = RedDragonTakeChanceMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_4 = RedDragonDeclareMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_5 = RedDragonPickUpMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_move_type_2 = RedsPlay.from_dict(data)



                return componentsschemas_reds_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsPlace | DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove | RedDragonDeclareMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove | RedsBid | RedsExchange | RedsPlay | str, data)

        move = _parse_move(d.pop("move"))


        state_move_request = cls(
            state=state,
            seat=seat,
            move=move,
        )

        return state_move_request

