from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_event_type import WebhookEventType
from typing import cast






T = TypeVar("T", bound="RotatedWebhook")



@_attrs_define
class RotatedWebhook:
    """ 
        Attributes:
            id (str):
            url (str): An http or https URL without credentials or fragment.
            events (list[WebhookEventType]):
            description (str):
            created (int):
            secret (str): The signing secret: the HMAC-SHA256 key (its UTF-8 bytes) of `Referee-Signature`. Shown once.
            previous_secret_valid_until (int | None): Unix time until which deliveries also carry a signature with the
                previous secret; null: none.
     """

    id: str
    url: str
    events: list[WebhookEventType]
    description: str
    created: int
    secret: str
    previous_secret_valid_until: int | None





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)



        description = self.description

        created = self.created

        secret = self.secret

        previous_secret_valid_until: int | None
        previous_secret_valid_until = self.previous_secret_valid_until


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "url": url,
            "events": events,
            "description": description,
            "created": created,
            "secret": secret,
            "previous_secret_valid_until": previous_secret_valid_until,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = WebhookEventType(events_item_data)



            events.append(events_item)


        description = d.pop("description")

        created = d.pop("created")

        secret = d.pop("secret")

        def _parse_previous_secret_valid_until(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        previous_secret_valid_until = _parse_previous_secret_valid_until(d.pop("previous_secret_valid_until"))


        rotated_webhook = cls(
            id=id,
            url=url,
            events=events,
            description=description,
            created=created,
            secret=secret,
            previous_secret_valid_until=previous_secret_valid_until,
        )

        return rotated_webhook

