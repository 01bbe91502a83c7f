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
  from ..models.palace_burn_event import PalaceBurnEvent
  from ..models.palace_draw_event import PalaceDrawEvent
  from ..models.palace_finish_event import PalaceFinishEvent
  from ..models.palace_flip_event import PalaceFlipEvent
  from ..models.palace_game_over_event import PalaceGameOverEvent
  from ..models.palace_pick_up_event import PalacePickUpEvent
  from ..models.palace_place_event import PalacePlaceEvent
  from ..models.palace_play_event import PalacePlayEvent
  from ..models.palace_ready_event import PalaceReadyEvent
  from ..models.palace_skip_event import PalaceSkipEvent
  from ..models.palace_start_event import PalaceStartEvent
  from ..models.palace_swap_event import PalaceSwapEvent
  from ..models.palace_view import PalaceView





T = TypeVar("T", bound="PalaceMoveResult")



@_attrs_define
class PalaceMoveResult:
    """ 
        Attributes:
            game (Literal['palace']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            events (list[PalaceBurnEvent | PalaceDrawEvent | PalaceFinishEvent | PalaceFlipEvent | PalaceGameOverEvent |
                PalacePickUpEvent | PalacePlaceEvent | PalacePlayEvent | PalaceReadyEvent | PalaceSkipEvent | PalaceStartEvent |
                PalaceSwapEvent]): The move's events as the bearer may see them (its own secrets merged in).
            view (PalaceView): What one seat (viewer = seat) or a spectator (viewer = null) may see.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
            clock (Clock | Unset): The session's clocks at `now` (Unix seconds, ms precision). A running seat's deadline is
                fixed until the session's next version; `remaining` is as of `now`. When a deadline passes, the next request
                that touches the session applies the game's timeout rule (as of the deadline) before anything else.
     """

    game: Literal['palace']
    version: int
    events: list[PalaceBurnEvent | PalaceDrawEvent | PalaceFinishEvent | PalaceFlipEvent | PalaceGameOverEvent | PalacePickUpEvent | PalacePlaceEvent | PalacePlayEvent | PalaceReadyEvent | PalaceSkipEvent | PalaceStartEvent | PalaceSwapEvent]
    view: PalaceView
    status: SessionStatus
    to_act: list[int]
    clock: Clock | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.palace_burn_event import PalaceBurnEvent # noqa: PLC0415
        from ..models.palace_draw_event import PalaceDrawEvent # noqa: PLC0415
        from ..models.palace_finish_event import PalaceFinishEvent # noqa: PLC0415
        from ..models.palace_flip_event import PalaceFlipEvent # noqa: PLC0415
        from ..models.palace_game_over_event import PalaceGameOverEvent # noqa: PLC0415
        from ..models.palace_pick_up_event import PalacePickUpEvent # noqa: PLC0415
        from ..models.palace_place_event import PalacePlaceEvent # noqa: PLC0415
        from ..models.palace_play_event import PalacePlayEvent # noqa: PLC0415
        from ..models.palace_ready_event import PalaceReadyEvent # noqa: PLC0415
        from ..models.palace_skip_event import PalaceSkipEvent # noqa: PLC0415
        from ..models.palace_start_event import PalaceStartEvent # noqa: PLC0415
        from ..models.palace_swap_event import PalaceSwapEvent # noqa: PLC0415
        from ..models.palace_view import PalaceView # noqa: PLC0415
        game = self.game

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, PalaceSwapEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceReadyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalacePlaceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceStartEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalacePlayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceFlipEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalacePickUpEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceBurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceSkipEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceFinishEvent):
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
        from ..models.palace_burn_event import PalaceBurnEvent # noqa: PLC0415
        from ..models.palace_draw_event import PalaceDrawEvent # noqa: PLC0415
        from ..models.palace_finish_event import PalaceFinishEvent # noqa: PLC0415
        from ..models.palace_flip_event import PalaceFlipEvent # noqa: PLC0415
        from ..models.palace_game_over_event import PalaceGameOverEvent # noqa: PLC0415
        from ..models.palace_pick_up_event import PalacePickUpEvent # noqa: PLC0415
        from ..models.palace_place_event import PalacePlaceEvent # noqa: PLC0415
        from ..models.palace_play_event import PalacePlayEvent # noqa: PLC0415
        from ..models.palace_ready_event import PalaceReadyEvent # noqa: PLC0415
        from ..models.palace_skip_event import PalaceSkipEvent # noqa: PLC0415
        from ..models.palace_start_event import PalaceStartEvent # noqa: PLC0415
        from ..models.palace_swap_event import PalaceSwapEvent # noqa: PLC0415
        from ..models.palace_view import PalaceView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['palace'] , d.pop("game"))
        if game != 'palace':
            raise ValueError(f"game must match const 'palace', got '{game}'")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> PalaceBurnEvent | PalaceDrawEvent | PalaceFinishEvent | PalaceFlipEvent | PalaceGameOverEvent | PalacePickUpEvent | PalacePlaceEvent | PalacePlayEvent | PalaceReadyEvent | PalaceSkipEvent | PalaceStartEvent | PalaceSwapEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_0 = PalaceSwapEvent.from_dict(data)



                    return componentsschemas_palace_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_1 = PalaceReadyEvent.from_dict(data)



                    return componentsschemas_palace_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_2 = PalacePlaceEvent.from_dict(data)



                    return componentsschemas_palace_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_3 = PalaceStartEvent.from_dict(data)



                    return componentsschemas_palace_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_4 = PalacePlayEvent.from_dict(data)



                    return componentsschemas_palace_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_5 = PalaceFlipEvent.from_dict(data)



                    return componentsschemas_palace_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_6 = PalacePickUpEvent.from_dict(data)



                    return componentsschemas_palace_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_7 = PalaceBurnEvent.from_dict(data)



                    return componentsschemas_palace_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_8 = PalaceDrawEvent.from_dict(data)



                    return componentsschemas_palace_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_9 = PalaceSkipEvent.from_dict(data)



                    return componentsschemas_palace_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_10 = PalaceFinishEvent.from_dict(data)



                    return componentsschemas_palace_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_event_type_11 = PalaceGameOverEvent.from_dict(data)



                return componentsschemas_palace_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        view = PalaceView.from_dict(d.pop("view"))




        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        palace_move_result = cls(
            game=game,
            version=version,
            events=events,
            view=view,
            status=status,
            to_act=to_act,
            clock=clock,
        )

        return palace_move_result

