from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.readiness_engines import ReadinessEngines
from ..models.readiness_redis import ReadinessRedis
from ..models.readiness_status import ReadinessStatus
from ..types import UNSET, Unset






T = TypeVar("T", bound="Readiness")



@_attrs_define
class Readiness:
    """ 
        Attributes:
            status (ReadinessStatus):
            redis (ReadinessRedis): unreachable: no answer; full: writes refused (maxmemory); error: another error reply.
            engines (ReadinessEngines | Unset): Which build of the rules engines this process runs: `compiled` (Cython, from
                the same sources) or `pure` (the pure-Python reference, 2-3x slower engines; the start-up log says why). Both
                give identical answers.
     """

    status: ReadinessStatus
    redis: ReadinessRedis
    engines: ReadinessEngines | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        redis = self.redis.value

        engines: str | Unset = UNSET
        if not isinstance(self.engines, Unset):
            engines = self.engines.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
            "redis": redis,
        })
        if engines is not UNSET:
            field_dict["engines"] = engines

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = ReadinessStatus(d.pop("status"))




        redis = ReadinessRedis(d.pop("redis"))




        _engines = d.pop("engines", UNSET)
        engines: ReadinessEngines | Unset
        if isinstance(_engines,  Unset):
            engines = UNSET
        else:
            engines = ReadinessEngines(_engines)




        readiness = cls(
            status=status,
            redis=redis,
            engines=engines,
        )

        return readiness

