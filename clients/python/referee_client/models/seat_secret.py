from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeatSecret")



@_attrs_define
class SeatSecret:
    """ 
        Attributes:
            seat (int): A seat number (0 is the first player; no game has more than eight seats).
            name (str):
            token (None | str): Shown once; stored only as a hash. Null in a replay that withholds tokens.
     """

    seat: int
    name: str
    token: None | str





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        token: None | str
        token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "name": name,
            "token": token,
        })

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


        seat_secret = cls(
            seat=seat,
            name=name,
            token=token,
        )

        return seat_secret

