from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.readiness_redis import ReadinessRedis
from ..models.readiness_status import ReadinessStatus






T = TypeVar("T", bound="Readiness")



@_attrs_define
class Readiness:
    """ 
        Attributes:
            status (ReadinessStatus):
            redis (ReadinessRedis): unreachable: no answer; full: writes refused (maxmemory); error: another error reply.
     """

    status: ReadinessStatus
    redis: ReadinessRedis





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        redis = self.redis.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
            "redis": redis,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = ReadinessStatus(d.pop("status"))




        redis = ReadinessRedis(d.pop("redis"))




        readiness = cls(
            status=status,
            redis=redis,
        )

        return readiness

