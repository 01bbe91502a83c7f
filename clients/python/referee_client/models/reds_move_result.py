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
  from ..models.reds_bid_event import RedsBidEvent
  from ..models.reds_deal_event import RedsDealEvent
  from ..models.reds_exchange_event import RedsExchangeEvent
  from ..models.reds_exchange_submitted_event import RedsExchangeSubmittedEvent
  from ..models.reds_game_over_event import RedsGameOverEvent
  from ..models.reds_play_event import RedsPlayEvent
  from ..models.reds_reveal_event import RedsRevealEvent
  from ..models.reds_round_scored_event import RedsRoundScoredEvent
  from ..models.reds_tiebreak_event import RedsTiebreakEvent
  from ..models.reds_trick_won_event import RedsTrickWonEvent
  from ..models.reds_view import RedsView





T = TypeVar("T", bound="RedsMoveResult")



@_attrs_define
class RedsMoveResult:
    """ 
        Attributes:
            game (Literal['reds']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            events (list[RedsBidEvent | RedsDealEvent | RedsExchangeEvent | RedsExchangeSubmittedEvent | RedsGameOverEvent |
                RedsPlayEvent | RedsRevealEvent | RedsRoundScoredEvent | RedsTiebreakEvent | RedsTrickWonEvent]): The move's
                events as the bearer may see them (its own secrets merged in).
            view (RedsView): What one seat (or a spectator, viewer null) may see.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
            clock (Clock | Unset): The session's clocks at `now` (Unix seconds, ms precision). A running seat's deadline is
                fixed until the session's next version; `remaining` is as of `now`. When a deadline passes, the next request
                that touches the session applies the game's timeout rule (as of the deadline) before anything else.
     """

    game: Literal['reds']
    version: int
    events: list[RedsBidEvent | RedsDealEvent | RedsExchangeEvent | RedsExchangeSubmittedEvent | RedsGameOverEvent | RedsPlayEvent | RedsRevealEvent | RedsRoundScoredEvent | RedsTiebreakEvent | RedsTrickWonEvent]
    view: RedsView
    status: SessionStatus
    to_act: list[int]
    clock: Clock | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.reds_bid_event import RedsBidEvent # noqa: PLC0415
        from ..models.reds_deal_event import RedsDealEvent # noqa: PLC0415
        from ..models.reds_exchange_event import RedsExchangeEvent # noqa: PLC0415
        from ..models.reds_exchange_submitted_event import RedsExchangeSubmittedEvent # noqa: PLC0415
        from ..models.reds_game_over_event import RedsGameOverEvent # noqa: PLC0415
        from ..models.reds_play_event import RedsPlayEvent # noqa: PLC0415
        from ..models.reds_reveal_event import RedsRevealEvent # noqa: PLC0415
        from ..models.reds_round_scored_event import RedsRoundScoredEvent # noqa: PLC0415
        from ..models.reds_tiebreak_event import RedsTiebreakEvent # noqa: PLC0415
        from ..models.reds_trick_won_event import RedsTrickWonEvent # noqa: PLC0415
        from ..models.reds_view import RedsView # noqa: PLC0415
        game = self.game

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RedsDealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsRevealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsBidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsExchangeSubmittedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsExchangeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsPlayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsTrickWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsRoundScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsTiebreakEvent):
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
        from ..models.reds_bid_event import RedsBidEvent # noqa: PLC0415
        from ..models.reds_deal_event import RedsDealEvent # noqa: PLC0415
        from ..models.reds_exchange_event import RedsExchangeEvent # noqa: PLC0415
        from ..models.reds_exchange_submitted_event import RedsExchangeSubmittedEvent # noqa: PLC0415
        from ..models.reds_game_over_event import RedsGameOverEvent # noqa: PLC0415
        from ..models.reds_play_event import RedsPlayEvent # noqa: PLC0415
        from ..models.reds_reveal_event import RedsRevealEvent # noqa: PLC0415
        from ..models.reds_round_scored_event import RedsRoundScoredEvent # noqa: PLC0415
        from ..models.reds_tiebreak_event import RedsTiebreakEvent # noqa: PLC0415
        from ..models.reds_trick_won_event import RedsTrickWonEvent # noqa: PLC0415
        from ..models.reds_view import RedsView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['reds'] , d.pop("game"))
        if game != 'reds':
            raise ValueError(f"game must match const 'reds', got '{game}'")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> RedsBidEvent | RedsDealEvent | RedsExchangeEvent | RedsExchangeSubmittedEvent | RedsGameOverEvent | RedsPlayEvent | RedsRevealEvent | RedsRoundScoredEvent | RedsTiebreakEvent | RedsTrickWonEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_0 = RedsDealEvent.from_dict(data)



                    return componentsschemas_reds_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_1 = RedsRevealEvent.from_dict(data)



                    return componentsschemas_reds_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_2 = RedsBidEvent.from_dict(data)



                    return componentsschemas_reds_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_3 = RedsExchangeSubmittedEvent.from_dict(data)



                    return componentsschemas_reds_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_4 = RedsExchangeEvent.from_dict(data)



                    return componentsschemas_reds_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_5 = RedsPlayEvent.from_dict(data)



                    return componentsschemas_reds_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_6 = RedsTrickWonEvent.from_dict(data)



                    return componentsschemas_reds_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_7 = RedsRoundScoredEvent.from_dict(data)



                    return componentsschemas_reds_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_8 = RedsTiebreakEvent.from_dict(data)



                    return componentsschemas_reds_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_event_type_9 = RedsGameOverEvent.from_dict(data)



                return componentsschemas_reds_event_type_9

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        view = RedsView.from_dict(d.pop("view"))




        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        reds_move_result = cls(
            game=game,
            version=version,
            events=events,
            view=view,
            status=status,
            to_act=to_act,
            clock=clock,
        )

        return reds_move_result

