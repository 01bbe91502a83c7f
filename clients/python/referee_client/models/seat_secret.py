from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeatSecret")



@_attrs_define
class SeatSecret:
    """ 
        Attributes:
            seat (int): A seat number (0 is the first player; no game has more than eight seats).
            name (str):
            token (None | str): Shown once; stored only as a hash. Null in a replay that withholds tokens, and for an open
                seat.
            open_ (bool | Unset): Present (true) for an open seat: its token goes to the player who joins.
     """

    seat: int
    name: str
    token: None | str
    open_: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        token: None | str
        token = self.token

        open_ = self.open_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "name": name,
            "token": token,
        })
        if open_ is not UNSET:
            field_dict["open"] = open_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        open_ = d.pop("open", UNSET)

        seat_secret = cls(
            seat=seat,
            name=name,
            token=token,
            open_=open_,
        )

        return seat_secret

