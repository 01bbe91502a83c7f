from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_status import SessionStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.dragons_wild_add_event import DragonsWildAddEvent
  from ..models.dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent
  from ..models.dragons_wild_buy_event import DragonsWildBuyEvent
  from ..models.dragons_wild_buy_request_event import DragonsWildBuyRequestEvent
  from ..models.dragons_wild_deal_event import DragonsWildDealEvent
  from ..models.dragons_wild_discard_event import DragonsWildDiscardEvent
  from ..models.dragons_wild_draw_event import DragonsWildDrawEvent
  from ..models.dragons_wild_extra_hand_event import DragonsWildExtraHandEvent
  from ..models.dragons_wild_game_end_event import DragonsWildGameEndEvent
  from ..models.dragons_wild_go_out_event import DragonsWildGoOutEvent
  from ..models.dragons_wild_hand_end_event import DragonsWildHandEndEvent
  from ..models.dragons_wild_meld_event import DragonsWildMeldEvent
  from ..models.dragons_wild_refill_event import DragonsWildRefillEvent
  from ..models.dragons_wild_round_event import DragonsWildRoundEvent
  from ..models.dragons_wild_view import DragonsWildView





T = TypeVar("T", bound="DragonsWildMoveResult")



@_attrs_define
class DragonsWildMoveResult:
    """ 
        Attributes:
            game (Literal['dragons_wild']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            events (list[DragonsWildAddEvent | DragonsWildBuyAnswerEvent | DragonsWildBuyEvent | DragonsWildBuyRequestEvent
                | DragonsWildDealEvent | DragonsWildDiscardEvent | DragonsWildDrawEvent | DragonsWildExtraHandEvent |
                DragonsWildGameEndEvent | DragonsWildGoOutEvent | DragonsWildHandEndEvent | DragonsWildMeldEvent |
                DragonsWildRefillEvent | DragonsWildRoundEvent]): The move's events as the bearer may see them (its own secrets
                merged in).
            view (DragonsWildView): What one seat (or a spectator, viewer null) may see.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
            clock (Clock | Unset): The session's clocks at `now` (Unix seconds, ms precision). A running seat's deadline is
                fixed until the session's next version; `remaining` is as of `now`. When a deadline passes, the next request
                that touches the session applies the game's timeout rule (as of the deadline) before anything else.
     """

    game: Literal['dragons_wild']
    version: int
    events: list[DragonsWildAddEvent | DragonsWildBuyAnswerEvent | DragonsWildBuyEvent | DragonsWildBuyRequestEvent | DragonsWildDealEvent | DragonsWildDiscardEvent | DragonsWildDrawEvent | DragonsWildExtraHandEvent | DragonsWildGameEndEvent | DragonsWildGoOutEvent | DragonsWildHandEndEvent | DragonsWildMeldEvent | DragonsWildRefillEvent | DragonsWildRoundEvent]
    view: DragonsWildView
    status: SessionStatus
    to_act: list[int]
    clock: Clock | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.dragons_wild_add_event import DragonsWildAddEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_event import DragonsWildBuyEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_request_event import DragonsWildBuyRequestEvent # noqa: PLC0415
        from ..models.dragons_wild_deal_event import DragonsWildDealEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_event import DragonsWildDiscardEvent # noqa: PLC0415
        from ..models.dragons_wild_draw_event import DragonsWildDrawEvent # noqa: PLC0415
        from ..models.dragons_wild_extra_hand_event import DragonsWildExtraHandEvent # noqa: PLC0415
        from ..models.dragons_wild_game_end_event import DragonsWildGameEndEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_event import DragonsWildGoOutEvent # noqa: PLC0415
        from ..models.dragons_wild_hand_end_event import DragonsWildHandEndEvent # noqa: PLC0415
        from ..models.dragons_wild_meld_event import DragonsWildMeldEvent # noqa: PLC0415
        from ..models.dragons_wild_refill_event import DragonsWildRefillEvent # noqa: PLC0415
        from ..models.dragons_wild_round_event import DragonsWildRoundEvent # noqa: PLC0415
        from ..models.dragons_wild_view import DragonsWildView # noqa: PLC0415
        game = self.game

        version = self.version

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



        view = self.view.to_dict()

        status = self.status.value

        to_act = self.to_act



        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "version": version,
            "events": events,
            "view": view,
            "status": status,
            "to_act": to_act,
        })
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.dragons_wild_add_event import DragonsWildAddEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_event import DragonsWildBuyEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_request_event import DragonsWildBuyRequestEvent # noqa: PLC0415
        from ..models.dragons_wild_deal_event import DragonsWildDealEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_event import DragonsWildDiscardEvent # noqa: PLC0415
        from ..models.dragons_wild_draw_event import DragonsWildDrawEvent # noqa: PLC0415
        from ..models.dragons_wild_extra_hand_event import DragonsWildExtraHandEvent # noqa: PLC0415
        from ..models.dragons_wild_game_end_event import DragonsWildGameEndEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_event import DragonsWildGoOutEvent # noqa: PLC0415
        from ..models.dragons_wild_hand_end_event import DragonsWildHandEndEvent # noqa: PLC0415
        from ..models.dragons_wild_meld_event import DragonsWildMeldEvent # noqa: PLC0415
        from ..models.dragons_wild_refill_event import DragonsWildRefillEvent # noqa: PLC0415
        from ..models.dragons_wild_round_event import DragonsWildRoundEvent # noqa: PLC0415
        from ..models.dragons_wild_view import DragonsWildView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons_wild'] , d.pop("game"))
        if game != 'dragons_wild':
            raise ValueError(f"game must match const 'dragons_wild', got '{game}'")

        version = d.pop("version")

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


        view = DragonsWildView.from_dict(d.pop("view"))




        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        dragons_wild_move_result = cls(
            game=game,
            version=version,
            events=events,
            view=view,
            status=status,
            to_act=to_act,
            clock=clock,
        )

        return dragons_wild_move_result

