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
  from ..models.dragons_game_over_event import DragonsGameOverEvent
  from ..models.dragons_loop_event import DragonsLoopEvent
  from ..models.dragons_place_event import DragonsPlaceEvent
  from ..models.dragons_view import DragonsView





T = TypeVar("T", bound="DragonsMoveResult")



@_attrs_define
class DragonsMoveResult:
    """ 
        Attributes:
            game (Literal['dragons']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            events (list[DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent]): The move's events as the bearer may
                see them (its own secrets merged in).
            view (DragonsView): The same for every seat and spectators (perfect information).
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
            clock (Clock | Unset): The session's clocks at `now` (Unix seconds, ms precision). A running seat's deadline is
                fixed until the session's next version; `remaining` is as of `now`. When a deadline passes, the next request
                that touches the session applies the game's timeout rule (as of the deadline) before anything else.
     """

    game: Literal['dragons']
    version: int
    events: list[DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent]
    view: DragonsView
    status: SessionStatus
    to_act: list[int]
    clock: Clock | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.dragons_game_over_event import DragonsGameOverEvent # noqa: PLC0415
        from ..models.dragons_loop_event import DragonsLoopEvent # noqa: PLC0415
        from ..models.dragons_place_event import DragonsPlaceEvent # noqa: PLC0415
        from ..models.dragons_view import DragonsView # noqa: PLC0415
        game = self.game

        version = self.version

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
        from ..models.dragons_game_over_event import DragonsGameOverEvent # noqa: PLC0415
        from ..models.dragons_loop_event import DragonsLoopEvent # noqa: PLC0415
        from ..models.dragons_place_event import DragonsPlaceEvent # noqa: PLC0415
        from ..models.dragons_view import DragonsView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        version = d.pop("version")

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


        view = DragonsView.from_dict(d.pop("view"))




        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        dragons_move_result = cls(
            game=game,
            version=version,
            events=events,
            view=view,
            status=status,
            to_act=to_act,
            clock=clock,
        )

        return dragons_move_result

