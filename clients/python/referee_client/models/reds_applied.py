from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_bid_event import RedsBidEvent
  from ..models.reds_deal_event import RedsDealEvent
  from ..models.reds_exchange_event import RedsExchangeEvent
  from ..models.reds_exchange_submitted_event import RedsExchangeSubmittedEvent
  from ..models.reds_game_over_event import RedsGameOverEvent
  from ..models.reds_play_event import RedsPlayEvent
  from ..models.reds_reveal_event import RedsRevealEvent
  from ..models.reds_round_scored_event import RedsRoundScoredEvent
  from ..models.reds_state import RedsState
  from ..models.reds_tiebreak_event import RedsTiebreakEvent
  from ..models.reds_trick_won_event import RedsTrickWonEvent





T = TypeVar("T", bound="RedsApplied")



@_attrs_define
class RedsApplied:
    """ 
        Attributes:
            game (Literal['reds']):
            state (RedsState): The full (secret) state, for the stateless endpoints. Hands, stock and exchange selections
                are hidden information.
            events (list[RedsBidEvent | RedsDealEvent | RedsExchangeEvent | RedsExchangeSubmittedEvent | RedsGameOverEvent |
                RedsPlayEvent | RedsRevealEvent | RedsRoundScoredEvent | RedsTiebreakEvent | RedsTrickWonEvent]): Every event
                whole, secret parts under `private` (the caller is trusted).
     """

    game: Literal['reds']
    state: RedsState
    events: list[RedsBidEvent | RedsDealEvent | RedsExchangeEvent | RedsExchangeSubmittedEvent | RedsGameOverEvent | RedsPlayEvent | RedsRevealEvent | RedsRoundScoredEvent | RedsTiebreakEvent | RedsTrickWonEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_bid_event import RedsBidEvent # noqa: PLC0415
        from ..models.reds_deal_event import RedsDealEvent # noqa: PLC0415
        from ..models.reds_exchange_event import RedsExchangeEvent # noqa: PLC0415
        from ..models.reds_exchange_submitted_event import RedsExchangeSubmittedEvent # noqa: PLC0415
        from ..models.reds_game_over_event import RedsGameOverEvent # noqa: PLC0415
        from ..models.reds_play_event import RedsPlayEvent # noqa: PLC0415
        from ..models.reds_reveal_event import RedsRevealEvent # noqa: PLC0415
        from ..models.reds_round_scored_event import RedsRoundScoredEvent # noqa: PLC0415
        from ..models.reds_state import RedsState # noqa: PLC0415
        from ..models.reds_tiebreak_event import RedsTiebreakEvent # noqa: PLC0415
        from ..models.reds_trick_won_event import RedsTrickWonEvent # noqa: PLC0415
        game = self.game

        state = self.state.to_dict()

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




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "state": state,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_bid_event import RedsBidEvent # noqa: PLC0415
        from ..models.reds_deal_event import RedsDealEvent # noqa: PLC0415
        from ..models.reds_exchange_event import RedsExchangeEvent # noqa: PLC0415
        from ..models.reds_exchange_submitted_event import RedsExchangeSubmittedEvent # noqa: PLC0415
        from ..models.reds_game_over_event import RedsGameOverEvent # noqa: PLC0415
        from ..models.reds_play_event import RedsPlayEvent # noqa: PLC0415
        from ..models.reds_reveal_event import RedsRevealEvent # noqa: PLC0415
        from ..models.reds_round_scored_event import RedsRoundScoredEvent # noqa: PLC0415
        from ..models.reds_state import RedsState # noqa: PLC0415
        from ..models.reds_tiebreak_event import RedsTiebreakEvent # noqa: PLC0415
        from ..models.reds_trick_won_event import RedsTrickWonEvent # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['reds'] , d.pop("game"))
        if game != 'reds':
            raise ValueError(f"game must match const 'reds', got '{game}'")

        state = RedsState.from_dict(d.pop("state"))




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


        reds_applied = cls(
            game=game,
            state=state,
            events=events,
        )

        return reds_applied

