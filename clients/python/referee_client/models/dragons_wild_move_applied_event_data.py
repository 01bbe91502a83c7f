from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_status import SessionStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_wild_add_event import DragonsWildAddEvent
  from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove
  from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove
  from ..models.dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent
  from ..models.dragons_wild_buy_event import DragonsWildBuyEvent
  from ..models.dragons_wild_buy_move import DragonsWildBuyMove
  from ..models.dragons_wild_buy_request_event import DragonsWildBuyRequestEvent
  from ..models.dragons_wild_deal_event import DragonsWildDealEvent
  from ..models.dragons_wild_discard_event import DragonsWildDiscardEvent
  from ..models.dragons_wild_discard_move import DragonsWildDiscardMove
  from ..models.dragons_wild_draw_event import DragonsWildDrawEvent
  from ..models.dragons_wild_draw_move import DragonsWildDrawMove
  from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove
  from ..models.dragons_wild_extra_hand_event import DragonsWildExtraHandEvent
  from ..models.dragons_wild_game_end_event import DragonsWildGameEndEvent
  from ..models.dragons_wild_go_out_event import DragonsWildGoOutEvent
  from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove
  from ..models.dragons_wild_hand_end_event import DragonsWildHandEndEvent
  from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove
  from ..models.dragons_wild_meld_event import DragonsWildMeldEvent
  from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove
  from ..models.dragons_wild_refill_event import DragonsWildRefillEvent
  from ..models.dragons_wild_round_event import DragonsWildRoundEvent





T = TypeVar("T", bound="DragonsWildMoveAppliedEventData")



@_attrs_define
class DragonsWildMoveAppliedEventData:
    """ 
        Attributes:
            seat (int):
            move (DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove |
                DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove |
                DragonsWildNextHandMove | None): The move as a spectator may see it (secret parts hidden).
            events (list[DragonsWildAddEvent | DragonsWildBuyAnswerEvent | DragonsWildBuyEvent | DragonsWildBuyRequestEvent
                | DragonsWildDealEvent | DragonsWildDiscardEvent | DragonsWildDrawEvent | DragonsWildExtraHandEvent |
                DragonsWildGameEndEvent | DragonsWildGoOutEvent | DragonsWildHandEndEvent | DragonsWildMeldEvent |
                DragonsWildRefillEvent | DragonsWildRoundEvent]): The move's events as a spectator sees them.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
     """

    seat: int
    move: DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None
    events: list[DragonsWildAddEvent | DragonsWildBuyAnswerEvent | DragonsWildBuyEvent | DragonsWildBuyRequestEvent | DragonsWildDealEvent | DragonsWildDiscardEvent | DragonsWildDrawEvent | DragonsWildExtraHandEvent | DragonsWildGameEndEvent | DragonsWildGoOutEvent | DragonsWildHandEndEvent | DragonsWildMeldEvent | DragonsWildRefillEvent | DragonsWildRoundEvent]
    status: SessionStatus
    to_act: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_add_event import DragonsWildAddEvent # noqa: PLC0415
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_event import DragonsWildBuyEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_request_event import DragonsWildBuyRequestEvent # noqa: PLC0415
        from ..models.dragons_wild_deal_event import DragonsWildDealEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_event import DragonsWildDiscardEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_event import DragonsWildDrawEvent # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_extra_hand_event import DragonsWildExtraHandEvent # noqa: PLC0415
        from ..models.dragons_wild_game_end_event import DragonsWildGameEndEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_event import DragonsWildGoOutEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_hand_end_event import DragonsWildHandEndEvent # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_meld_event import DragonsWildMeldEvent # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        from ..models.dragons_wild_refill_event import DragonsWildRefillEvent # noqa: PLC0415
        from ..models.dragons_wild_round_event import DragonsWildRoundEvent # noqa: PLC0415
        seat = self.seat

        move: dict[str, Any] | None
        if isinstance(self.move, DragonsWildDrawMove):
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
        else:
            move = self.move

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DragonsWildDealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildRefillEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildBuyRequestEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildBuyAnswerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildBuyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildMeldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildAddEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildDiscardEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildGoOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildRoundEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildHandEndEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildExtraHandEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        status = self.status.value

        to_act = self.to_act




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "move": move,
            "events": events,
            "status": status,
            "to_act": to_act,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_add_event import DragonsWildAddEvent # noqa: PLC0415
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_event import DragonsWildBuyEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_request_event import DragonsWildBuyRequestEvent # noqa: PLC0415
        from ..models.dragons_wild_deal_event import DragonsWildDealEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_event import DragonsWildDiscardEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_event import DragonsWildDrawEvent # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_extra_hand_event import DragonsWildExtraHandEvent # noqa: PLC0415
        from ..models.dragons_wild_game_end_event import DragonsWildGameEndEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_event import DragonsWildGoOutEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_hand_end_event import DragonsWildHandEndEvent # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_meld_event import DragonsWildMeldEvent # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        from ..models.dragons_wild_refill_event import DragonsWildRefillEvent # noqa: PLC0415
        from ..models.dragons_wild_round_event import DragonsWildRoundEvent # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_move(data: object) -> DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_0 = DragonsWildDrawMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_1 = DragonsWildBuyMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_2 = DragonsWildAnswerBuyMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_3 = DragonsWildLayMeldMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_4 = DragonsWildAddToMeldMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_5 = DragonsWildGoOutMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_6 = DragonsWildDiscardMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_7 = DragonsWildNextHandMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_8 = DragonsWildEndGameMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None, data)

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> DragonsWildAddEvent | DragonsWildBuyAnswerEvent | DragonsWildBuyEvent | DragonsWildBuyRequestEvent | DragonsWildDealEvent | DragonsWildDiscardEvent | DragonsWildDrawEvent | DragonsWildExtraHandEvent | DragonsWildGameEndEvent | DragonsWildGoOutEvent | DragonsWildHandEndEvent | DragonsWildMeldEvent | DragonsWildRefillEvent | DragonsWildRoundEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_0 = DragonsWildDealEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_1 = DragonsWildDrawEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_2 = DragonsWildRefillEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_3 = DragonsWildBuyRequestEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_4 = DragonsWildBuyAnswerEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_5 = DragonsWildBuyEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_6 = DragonsWildMeldEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_7 = DragonsWildAddEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_8 = DragonsWildDiscardEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_9 = DragonsWildGoOutEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_10 = DragonsWildRoundEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_11 = DragonsWildHandEndEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_12 = DragonsWildExtraHandEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_event_type_13 = DragonsWildGameEndEvent.from_dict(data)



                return componentsschemas_dragons_wild_event_type_13

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        dragons_wild_move_applied_event_data = cls(
            seat=seat,
            move=move,
            events=events,
            status=status,
            to_act=to_act,
        )

        return dragons_wild_move_applied_event_data

