from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_session_events_response_200_event import GetSessionEventsResponse200Event
from ..types import UNSET, Unset






T = TypeVar("T", bound="GetSessionEventsResponse200")



@_attrs_define
class GetSessionEventsResponse200:
    """ One Server-Sent Event of the stream (the stream is a sequence of them, with comment heartbeats): `move` events (`id`
    the version; `data` the JSON of a StreamMoveEvent) and a final `outcome` event (`data` the JSON of an OutcomeEvent).
    The first message may carry only `retry`.

        Attributes:
            event (GetSessionEventsResponse200Event | Unset):
            data (str | Unset): JSON: a StreamMoveEvent (move) or an OutcomeEvent (outcome).
            id (str | Unset):
            retry (int | Unset):
     """

    event: GetSessionEventsResponse200Event | Unset = UNSET
    data: str | Unset = UNSET
    id: str | Unset = UNSET
    retry: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event: str | Unset = UNSET
        if not isinstance(self.event, Unset):
            event = self.event.value


        data = self.data

        id = self.id

        retry = self.retry


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if event is not UNSET:
            field_dict["event"] = event
        if data is not UNSET:
            field_dict["data"] = data
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _event = d.pop("event", UNSET)
        event: GetSessionEventsResponse200Event | Unset
        if isinstance(_event,  Unset):
            event = UNSET
        else:
            event = GetSessionEventsResponse200Event(_event)




        data = d.pop("data", UNSET)

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        get_session_events_response_200 = cls(
            event=event,
            data=data,
            id=id,
            retry=retry,
        )

        return get_session_events_response_200

