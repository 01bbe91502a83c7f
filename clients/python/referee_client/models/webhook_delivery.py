from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_delivery_status import WebhookDeliveryStatus
from ..models.webhook_event_type import WebhookEventType
from typing import cast






T = TypeVar("T", bound="WebhookDelivery")



@_attrs_define
class WebhookDelivery:
    """ 
        Attributes:
            id (str): One event to one endpoint.
            event_id (str): The event id (the body's `id`, `Referee-Event-Id`).
            type_ (WebhookEventType):
            status (WebhookDeliveryStatus): pending: to be attempted (again) at `next_attempt_at`; succeeded: a 2xx came
                back; failed: attempts used up (or the address was refused).
            attempts (int):
            last_status_code (int | None): The HTTP status of the last attempt; null: none yet, or no answer.
            last_error (None | str): Why the last attempt failed (timeout, refused, a non-2xx status).
            last_attempt_at (int | None): Unix time of the last attempt.
            next_attempt_at (int | None): Unix time of the next attempt, while pending.
            created (int):
     """

    id: str
    event_id: str
    type_: WebhookEventType
    status: WebhookDeliveryStatus
    attempts: int
    last_status_code: int | None
    last_error: None | str
    last_attempt_at: int | None
    next_attempt_at: int | None
    created: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event_id = self.event_id

        type_ = self.type_.value

        status = self.status.value

        attempts = self.attempts

        last_status_code: int | None
        last_status_code = self.last_status_code

        last_error: None | str
        last_error = self.last_error

        last_attempt_at: int | None
        last_attempt_at = self.last_attempt_at

        next_attempt_at: int | None
        next_attempt_at = self.next_attempt_at

        created = self.created


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "event_id": event_id,
            "type": type_,
            "status": status,
            "attempts": attempts,
            "last_status_code": last_status_code,
            "last_error": last_error,
            "last_attempt_at": last_attempt_at,
            "next_attempt_at": next_attempt_at,
            "created": created,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        event_id = d.pop("event_id")

        type_ = WebhookEventType(d.pop("type"))




        status = WebhookDeliveryStatus(d.pop("status"))




        attempts = d.pop("attempts")

        def _parse_last_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status_code = _parse_last_status_code(d.pop("last_status_code"))


        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))


        def _parse_last_attempt_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_attempt_at = _parse_last_attempt_at(d.pop("last_attempt_at"))


        def _parse_next_attempt_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))


        created = d.pop("created")

        webhook_delivery = cls(
            id=id,
            event_id=event_id,
            type_=type_,
            status=status,
            attempts=attempts,
            last_status_code=last_status_code,
            last_error=last_error,
            last_attempt_at=last_attempt_at,
            next_attempt_at=next_attempt_at,
            created=created,
        )

        return webhook_delivery

