from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.verdict_details import VerdictDetails





T = TypeVar("T", bound="Verdict")



@_attrs_define
class Verdict:
    """ 
        Attributes:
            legal (bool):
            code (str | Unset): The rule that refuses the move (absent when legal): one of the codes of the game's
                `<Game>ProblemCode`.
            message (str | Unset):
            details (VerdictDetails | Unset): The same details as the 422 of applying it (keys depend on the rule).
     """

    legal: bool
    code: str | Unset = UNSET
    message: str | Unset = UNSET
    details: VerdictDetails | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.verdict_details import VerdictDetails # noqa: PLC0415
        legal = self.legal

        code = self.code

        message = self.message

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "legal": legal,
        })
        if code is not UNSET:
            field_dict["code"] = code
        if message is not UNSET:
            field_dict["message"] = message
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.verdict_details import VerdictDetails # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        code = d.pop("code", UNSET)

        message = d.pop("message", UNSET)

        _details = d.pop("details", UNSET)
        details: VerdictDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = VerdictDetails.from_dict(_details)




        verdict = cls(
            legal=legal,
            code=code,
            message=message,
            details=details,
        )

        return verdict

