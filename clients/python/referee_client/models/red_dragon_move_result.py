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
  from ..models.red_dragon_burn_event import RedDragonBurnEvent
  from ..models.red_dragon_chance_revealed_event import RedDragonChanceRevealedEvent
  from ..models.red_dragon_direction_event import RedDragonDirectionEvent
  from ..models.red_dragon_eights_merged_event import RedDragonEightsMergedEvent
  from ..models.red_dragon_extra_go_event import RedDragonExtraGoEvent
  from ..models.red_dragon_finished_event import RedDragonFinishedEvent
  from ..models.red_dragon_first_player_event import RedDragonFirstPlayerEvent
  from ..models.red_dragon_free_go_event import RedDragonFreeGoEvent
  from ..models.red_dragon_game_over_event import RedDragonGameOverEvent
  from ..models.red_dragon_opening_revealed_event import RedDragonOpeningRevealedEvent
  from ..models.red_dragon_pick_up_event import RedDragonPickUpEvent
  from ..models.red_dragon_play_event import RedDragonPlayEvent
  from ..models.red_dragon_reserve_selected_event import RedDragonReserveSelectedEvent
  from ..models.red_dragon_skip_event import RedDragonSkipEvent
  from ..models.red_dragon_view import RedDragonView





T = TypeVar("T", bound="RedDragonMoveResult")



@_attrs_define
class RedDragonMoveResult:
    """ 
        Attributes:
            game (Literal['red_dragon']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            events (list[RedDragonBurnEvent | RedDragonChanceRevealedEvent | RedDragonDirectionEvent |
                RedDragonEightsMergedEvent | RedDragonExtraGoEvent | RedDragonFinishedEvent | RedDragonFirstPlayerEvent |
                RedDragonFreeGoEvent | RedDragonGameOverEvent | RedDragonOpeningRevealedEvent | RedDragonPickUpEvent |
                RedDragonPlayEvent | RedDragonReserveSelectedEvent | RedDragonSkipEvent]): The move's events as the bearer may
                see them (its own secrets merged in).
            view (RedDragonView): What a seat (or a spectator, viewer null) may see. Opening cards (after the reveal), the
                pile, the hand cards everyone saw picked up (known_hands) and counts are public; hand, reserve and dealt are the
                viewer's own cards (null for a spectator). Chance cards are never shown until revealed, not even to their owner.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
            clock (Clock | Unset): The session's clocks at `now` (Unix seconds, ms precision). A running seat's deadline is
                fixed until the session's next version; `remaining` is as of `now`. When a deadline passes, the next request
                that touches the session applies the game's timeout rule (as of the deadline) before anything else.
     """

    game: Literal['red_dragon']
    version: int
    events: list[RedDragonBurnEvent | RedDragonChanceRevealedEvent | RedDragonDirectionEvent | RedDragonEightsMergedEvent | RedDragonExtraGoEvent | RedDragonFinishedEvent | RedDragonFirstPlayerEvent | RedDragonFreeGoEvent | RedDragonGameOverEvent | RedDragonOpeningRevealedEvent | RedDragonPickUpEvent | RedDragonPlayEvent | RedDragonReserveSelectedEvent | RedDragonSkipEvent]
    view: RedDragonView
    status: SessionStatus
    to_act: list[int]
    clock: Clock | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.red_dragon_burn_event import RedDragonBurnEvent # noqa: PLC0415
        from ..models.red_dragon_chance_revealed_event import RedDragonChanceRevealedEvent # noqa: PLC0415
        from ..models.red_dragon_direction_event import RedDragonDirectionEvent # noqa: PLC0415
        from ..models.red_dragon_eights_merged_event import RedDragonEightsMergedEvent # noqa: PLC0415
        from ..models.red_dragon_extra_go_event import RedDragonExtraGoEvent # noqa: PLC0415
        from ..models.red_dragon_finished_event import RedDragonFinishedEvent # noqa: PLC0415
        from ..models.red_dragon_first_player_event import RedDragonFirstPlayerEvent # noqa: PLC0415
        from ..models.red_dragon_free_go_event import RedDragonFreeGoEvent # noqa: PLC0415
        from ..models.red_dragon_game_over_event import RedDragonGameOverEvent # noqa: PLC0415
        from ..models.red_dragon_opening_revealed_event import RedDragonOpeningRevealedEvent # noqa: PLC0415
        from ..models.red_dragon_pick_up_event import RedDragonPickUpEvent # noqa: PLC0415
        from ..models.red_dragon_play_event import RedDragonPlayEvent # noqa: PLC0415
        from ..models.red_dragon_reserve_selected_event import RedDragonReserveSelectedEvent # noqa: PLC0415
        from ..models.red_dragon_skip_event import RedDragonSkipEvent # noqa: PLC0415
        from ..models.red_dragon_view import RedDragonView # noqa: PLC0415
        game = self.game

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RedDragonReserveSelectedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonOpeningRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonFirstPlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonDirectionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonPlayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonBurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonExtraGoEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonSkipEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonFreeGoEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonEightsMergedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonChanceRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonPickUpEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonFinishedEvent):
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
        from ..models.red_dragon_burn_event import RedDragonBurnEvent # noqa: PLC0415
        from ..models.red_dragon_chance_revealed_event import RedDragonChanceRevealedEvent # noqa: PLC0415
        from ..models.red_dragon_direction_event import RedDragonDirectionEvent # noqa: PLC0415
        from ..models.red_dragon_eights_merged_event import RedDragonEightsMergedEvent # noqa: PLC0415
        from ..models.red_dragon_extra_go_event import RedDragonExtraGoEvent # noqa: PLC0415
        from ..models.red_dragon_finished_event import RedDragonFinishedEvent # noqa: PLC0415
        from ..models.red_dragon_first_player_event import RedDragonFirstPlayerEvent # noqa: PLC0415
        from ..models.red_dragon_free_go_event import RedDragonFreeGoEvent # noqa: PLC0415
        from ..models.red_dragon_game_over_event import RedDragonGameOverEvent # noqa: PLC0415
        from ..models.red_dragon_opening_revealed_event import RedDragonOpeningRevealedEvent # noqa: PLC0415
        from ..models.red_dragon_pick_up_event import RedDragonPickUpEvent # noqa: PLC0415
        from ..models.red_dragon_play_event import RedDragonPlayEvent # noqa: PLC0415
        from ..models.red_dragon_reserve_selected_event import RedDragonReserveSelectedEvent # noqa: PLC0415
        from ..models.red_dragon_skip_event import RedDragonSkipEvent # noqa: PLC0415
        from ..models.red_dragon_view import RedDragonView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> RedDragonBurnEvent | RedDragonChanceRevealedEvent | RedDragonDirectionEvent | RedDragonEightsMergedEvent | RedDragonExtraGoEvent | RedDragonFinishedEvent | RedDragonFirstPlayerEvent | RedDragonFreeGoEvent | RedDragonGameOverEvent | RedDragonOpeningRevealedEvent | RedDragonPickUpEvent | RedDragonPlayEvent | RedDragonReserveSelectedEvent | RedDragonSkipEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_0 = RedDragonReserveSelectedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_1 = RedDragonOpeningRevealedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_2 = RedDragonFirstPlayerEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_3 = RedDragonDirectionEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_4 = RedDragonPlayEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_5 = RedDragonBurnEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_6 = RedDragonExtraGoEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_7 = RedDragonSkipEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_8 = RedDragonFreeGoEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_9 = RedDragonEightsMergedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_10 = RedDragonChanceRevealedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_11 = RedDragonPickUpEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_12 = RedDragonFinishedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_event_type_13 = RedDragonGameOverEvent.from_dict(data)



                return componentsschemas_red_dragon_event_type_13

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        view = RedDragonView.from_dict(d.pop("view"))




        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        red_dragon_move_result = cls(
            game=game,
            version=version,
            events=events,
            view=view,
            status=status,
            to_act=to_act,
            clock=clock,
        )

        return red_dragon_move_result

