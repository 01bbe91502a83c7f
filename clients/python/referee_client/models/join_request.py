from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="JoinRequest")



@_attrs_define
class JoinRequest:
    """ 
        Attributes:
            invite (str): The invite code from the create response.
            name (str):
     """

    invite: str
    name: str





    def to_dict(self) -> dict[str, Any]:
        invite = self.invite

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "invite": invite,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invite = d.pop("invite")

        name = d.pop("name")

        join_request = cls(
            invite=invite,
            name=name,
        )

        return join_request

