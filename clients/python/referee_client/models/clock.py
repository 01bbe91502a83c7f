from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.clock_control_type_0 import ClockControlType0
  from ..models.clock_control_type_1 import ClockControlType1





T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ The session's clocks at `now` (Unix seconds, ms precision). A running seat's deadline is fixed until the session's
    next version; `remaining` is as of `now`. When a deadline passes, the next request that touches the session applies
    the game's timeout rule (as of the deadline) before anything else.

        Attributes:
            control (ClockControlType0 | ClockControlType1): A time control: a deadline per move, or a bank per seat for the
                whole game with an increment after each of its moves (seconds; fractions allowed).
            running (list[int]): The seats whose clocks run.
            remaining (list[float]): Per seat, the seconds left (per-move control - a seat not running has the whole
                allowance).
            deadlines (list[float | None]): Per seat, when its time runs out (Unix seconds), null while its clock is
                stopped.
            deadline (float | None): The earliest deadline; null when no clock runs.
            now (float):
     """

    control: ClockControlType0 | ClockControlType1
    running: list[int]
    remaining: list[float]
    deadlines: list[float | None]
    deadline: float | None
    now: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_control_type_0 import ClockControlType0 # noqa: PLC0415
        from ..models.clock_control_type_1 import ClockControlType1 # noqa: PLC0415
        control: dict[str, Any]
        if isinstance(self.control, ClockControlType0):
            control = self.control.to_dict()
        else:
            control = self.control.to_dict()


        running = self.running



        remaining = self.remaining



        deadlines = []
        for deadlines_item_data in self.deadlines:
            deadlines_item: float | None
            deadlines_item = deadlines_item_data
            deadlines.append(deadlines_item)



        deadline: float | None
        deadline = self.deadline

        now = self.now


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "control": control,
            "running": running,
            "remaining": remaining,
            "deadlines": deadlines,
            "deadline": deadline,
            "now": now,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_control_type_0 import ClockControlType0 # noqa: PLC0415
        from ..models.clock_control_type_1 import ClockControlType1 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_control(data: object) -> ClockControlType0 | ClockControlType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_control_type_0 = ClockControlType0.from_dict(data)



                return componentsschemas_clock_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_clock_control_type_1 = ClockControlType1.from_dict(data)



            return componentsschemas_clock_control_type_1

        control = _parse_control(d.pop("control"))


        running = cast(list[int], d.pop("running"))


        remaining = cast(list[float], d.pop("remaining"))


        deadlines = []
        _deadlines = d.pop("deadlines")
        for deadlines_item_data in (_deadlines):
            def _parse_deadlines_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            deadlines_item = _parse_deadlines_item(deadlines_item_data)

            deadlines.append(deadlines_item)


        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))


        now = d.pop("now")

        clock = cls(
            control=control,
            running=running,
            remaining=remaining,
            deadlines=deadlines,
            deadline=deadline,
            now=now,
        )

        return clock

