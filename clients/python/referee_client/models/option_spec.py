from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.option_spec_type_type_0 import OptionSpecTypeType0
from ..models.option_spec_type_type_1_item import OptionSpecTypeType1Item
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OptionSpec")



@_attrs_define
class OptionSpec:
    """ One option in JSON Schema.

        Attributes:
            type_ (list[OptionSpecTypeType1Item] | OptionSpecTypeType0): A JSON type name, or several (e.g. `["integer",
                "null"]`).
            default (bool | int | None | str):
            enum (list[bool | int | None | str] | Unset):
            minimum (int | Unset):
            maximum (int | Unset):
            description (str | Unset):
     """

    type_: list[OptionSpecTypeType1Item] | OptionSpecTypeType0
    default: bool | int | None | str
    enum: list[bool | int | None | str] | Unset = UNSET
    minimum: int | Unset = UNSET
    maximum: int | Unset = UNSET
    description: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_: list[str] | str
        if isinstance(self.type_, OptionSpecTypeType0):
            type_ = self.type_.value
        else:
            type_ = []
            for type_type_1_item_data in self.type_:
                type_type_1_item = type_type_1_item_data.value
                type_.append(type_type_1_item)




        default: bool | int | None | str
        default = self.default

        enum: list[bool | int | None | str] | Unset = UNSET
        if not isinstance(self.enum, Unset):
            enum = []
            for enum_item_data in self.enum:
                enum_item: bool | int | None | str
                enum_item = enum_item_data
                enum.append(enum_item)



        minimum = self.minimum

        maximum = self.maximum

        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "default": default,
        })
        if enum is not UNSET:
            field_dict["enum"] = enum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_type_(data: object) -> list[OptionSpecTypeType1Item] | OptionSpecTypeType0:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_0 = OptionSpecTypeType0(data)



                return type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            type_type_1 = []
            _type_type_1 = data
            for type_type_1_item_data in (_type_type_1):
                type_type_1_item = OptionSpecTypeType1Item(type_type_1_item_data)



                type_type_1.append(type_type_1_item)

            return type_type_1

        type_ = _parse_type_(d.pop("type"))


        def _parse_default(data: object) -> bool | int | None | str:
            if data is None:
                return data
            return cast(bool | int | None | str, data)

        default = _parse_default(d.pop("default"))


        _enum = d.pop("enum", UNSET)
        enum: list[bool | int | None | str] | Unset = UNSET
        if _enum is not UNSET:
            enum = []
            for enum_item_data in _enum:
                def _parse_enum_item(data: object) -> bool | int | None | str:
                    if data is None:
                        return data
                    return cast(bool | int | None | str, data)

                enum_item = _parse_enum_item(enum_item_data)

                enum.append(enum_item)


        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        description = d.pop("description", UNSET)

        option_spec = cls(
            type_=type_,
            default=default,
            enum=enum,
            minimum=minimum,
            maximum=maximum,
            description=description,
        )

        return option_spec

