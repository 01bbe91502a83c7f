from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.options_json_schema_properties import OptionsJsonSchemaProperties





T = TypeVar("T", bound="OptionsJsonSchema")



@_attrs_define
class OptionsJsonSchema:
    """ A JSON Schema (draft 2020-12) of the game's options, `{"type": "object", "additionalProperties": false,
    "properties": {...}}`: each option with its type, allowed values and default. The same options are described as
    `<Game>Options` here.

        Attributes:
            type_ (Literal['object']):
            properties (OptionsJsonSchemaProperties):
     """

    type_: Literal['object']
    properties: OptionsJsonSchemaProperties
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.options_json_schema_properties import OptionsJsonSchemaProperties # noqa: PLC0415
        type_ = self.type_

        properties = self.properties.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "properties": properties,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.options_json_schema_properties import OptionsJsonSchemaProperties # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['object'] , d.pop("type"))
        if type_ != 'object':
            raise ValueError(f"type must match const 'object', got '{type_}'")

        properties = OptionsJsonSchemaProperties.from_dict(d.pop("properties"))




        options_json_schema = cls(
            type_=type_,
            properties=properties,
        )


        options_json_schema.additional_properties = d
        return options_json_schema

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
