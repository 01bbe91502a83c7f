from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_view_options_mode import RedsViewOptionsMode
from ..models.reds_view_options_tiebreak import RedsViewOptionsTiebreak
from typing import cast






T = TypeVar("T", bound="RedsViewOptions")



@_attrs_define
class RedsViewOptions:
    """ The options, every one (defaults filled in).

        Attributes:
            mode (RedsViewOptionsMode):
            hidden_bids (bool):
            partnership (bool):
            first_dealer (int | None):
            tiebreak (RedsViewOptionsTiebreak):
     """

    mode: RedsViewOptionsMode
    hidden_bids: bool
    partnership: bool
    first_dealer: int | None
    tiebreak: RedsViewOptionsTiebreak





    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        hidden_bids = self.hidden_bids

        partnership = self.partnership

        first_dealer: int | None
        first_dealer = self.first_dealer

        tiebreak = self.tiebreak.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mode": mode,
            "hidden_bids": hidden_bids,
            "partnership": partnership,
            "first_dealer": first_dealer,
            "tiebreak": tiebreak,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = RedsViewOptionsMode(d.pop("mode"))




        hidden_bids = d.pop("hidden_bids")

        partnership = d.pop("partnership")

        def _parse_first_dealer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer"))


        tiebreak = RedsViewOptionsTiebreak(d.pop("tiebreak"))




        reds_view_options = cls(
            mode=mode,
            hidden_bids=hidden_bids,
            partnership=partnership,
            first_dealer=first_dealer,
            tiebreak=tiebreak,
        )

        return reds_view_options

