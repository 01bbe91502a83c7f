from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_game_over_event import DragonsGameOverEvent
  from ..models.dragons_loop_event import DragonsLoopEvent
  from ..models.dragons_place_event import DragonsPlaceEvent
  from ..models.dragons_state import DragonsState





T = TypeVar("T", bound="DragonsApplied")



@_attrs_define
class DragonsApplied:
    """ 
        Attributes:
            game (Literal['dragons']):
            state (DragonsState): Tiles in the order placed; whose turn, the pool and the outcome follow from them.
            events (list[DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent]): Every event whole, secret parts
                under `private` (the caller is trusted).
     """

    game: Literal['dragons']
    state: DragonsState
    events: list[DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_game_over_event import DragonsGameOverEvent # noqa: PLC0415
        from ..models.dragons_loop_event import DragonsLoopEvent # noqa: PLC0415
        from ..models.dragons_place_event import DragonsPlaceEvent # noqa: PLC0415
        from ..models.dragons_state import DragonsState # noqa: PLC0415
        game = self.game

        state = self.state.to_dict()

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




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "state": state,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_game_over_event import DragonsGameOverEvent # noqa: PLC0415
        from ..models.dragons_loop_event import DragonsLoopEvent # noqa: PLC0415
        from ..models.dragons_place_event import DragonsPlaceEvent # noqa: PLC0415
        from ..models.dragons_state import DragonsState # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        state = DragonsState.from_dict(d.pop("state"))




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


        dragons_applied = cls(
            game=game,
            state=state,
            events=events,
        )

        return dragons_applied

