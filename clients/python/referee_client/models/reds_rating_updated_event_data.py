from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating_change import RatingChange





T = TypeVar("T", bound="RedsRatingUpdatedEventData")



@_attrs_define
class RedsRatingUpdatedEventData:
    """ 
        Attributes:
            changes (list[RatingChange]):
     """

    changes: list[RatingChange]





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_change import RatingChange # noqa: PLC0415
        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "changes": changes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_change import RatingChange # noqa: PLC0415
        d = dict(src_dict)
        changes = []
        _changes = d.pop("changes")
        for changes_item_data in (_changes):
            changes_item = RatingChange.from_dict(changes_item_data)



            changes.append(changes_item)


        reds_rating_updated_event_data = cls(
            changes=changes,
        )

        return reds_rating_updated_event_data

