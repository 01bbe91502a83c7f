from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_status import SessionStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_game_over_event import DragonsGameOverEvent
  from ..models.dragons_loop_event import DragonsLoopEvent
  from ..models.dragons_place import DragonsPlace
  from ..models.dragons_place_event import DragonsPlaceEvent





T = TypeVar("T", bound="DragonsMoveAppliedEventData")



@_attrs_define
class DragonsMoveAppliedEventData:
    """ 
        Attributes:
            seat (int): 0 plays red, 1 plays green.
            move (DragonsPlace | None): The move as a spectator may see it (secret parts hidden).
            events (list[DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent]): The move's events as a spectator
                sees them.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
     """

    seat: int
    move: DragonsPlace | None
    events: list[DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent]
    status: SessionStatus
    to_act: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_game_over_event import DragonsGameOverEvent # noqa: PLC0415
        from ..models.dragons_loop_event import DragonsLoopEvent # noqa: PLC0415
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        from ..models.dragons_place_event import DragonsPlaceEvent # noqa: PLC0415
        seat = self.seat

        move: dict[str, Any] | None
        if isinstance(self.move, DragonsPlace):
            move = self.move.to_dict()
        else:
            move = self.move

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DragonsPlaceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsLoopEvent):
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
        from ..models.dragons_game_over_event import DragonsGameOverEvent # noqa: PLC0415
        from ..models.dragons_loop_event import DragonsLoopEvent # noqa: PLC0415
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        from ..models.dragons_place_event import DragonsPlaceEvent # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_move(data: object) -> DragonsPlace | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = DragonsPlace.from_dict(data)



                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsPlace | None, data)

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_event_type_0 = DragonsPlaceEvent.from_dict(data)



                    return componentsschemas_dragons_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_event_type_1 = DragonsLoopEvent.from_dict(data)



                    return componentsschemas_dragons_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_event_type_2 = DragonsGameOverEvent.from_dict(data)



                return componentsschemas_dragons_event_type_2

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        dragons_move_applied_event_data = cls(
            seat=seat,
            move=move,
            events=events,
            status=status,
            to_act=to_act,
        )

        return dragons_move_applied_event_data

