from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_problem_code import DragonsProblemCode
from ..models.dragons_wild_problem_code import DragonsWildProblemCode
from ..models.palace_problem_code import PalaceProblemCode
from ..models.red_dragon_problem_code import RedDragonProblemCode
from ..models.reds_problem_code import RedsProblemCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_details import ProblemDetails
  from ..models.problem_errors import ProblemErrors





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ RFC 9457 problem details with Referee's stable `code`. Extension members (`rule`, `current_version`, `details`,
    `errors`, `limit`, ...) appear where they apply. The codes each game's rules can give are listed, with their
    meanings, in that game's `<Game>ProblemCode` (`x-problem-codes` maps each game id to it).

        Attributes:
            type_ (str):
            title (str):
            status (int):
            detail (str):
            code (DragonsProblemCode | DragonsWildProblemCode | PalaceProblemCode | RedDragonProblemCode | RedsProblemCode |
                str): Stable machine code, e.g. `palace.must_match_or_beat`. A refused move, a malformed move, bad options or an
                inconsistent state carry one of the codes of the game's `<Game>ProblemCode` (e.g. `PalaceProblemCode`,
                `RedDragonProblemCode`); the service's own codes (`auth.*`, `session.*`, `version.*`, `rate_limited.*`, ...) are
                named with each response (the last alternative).
            rule (str | Unset): For an illegal move: the rule that refused it.
            current_version (int | Unset):
            errors (ProblemErrors | Unset): Field errors of a request body: field name → messages.
            details (ProblemDetails | Unset): What the refusing rule reports (e.g. `to_act`); its keys depend on the rule.
            limit (int | Unset): For a quota (`quota.live_sessions`): the quota.
            policy (str | Unset): For a 429: the budget that is spent (moves, reads, stateless, creates, auth_failures).
            request_id (str | Unset): The request's id, as in the `X-Request-Id` response header: quote it when reporting a
                problem.
     """

    type_: str
    title: str
    status: int
    detail: str
    code: DragonsProblemCode | DragonsWildProblemCode | PalaceProblemCode | RedDragonProblemCode | RedsProblemCode | str
    rule: str | Unset = UNSET
    current_version: int | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    details: ProblemDetails | Unset = UNSET
    limit: int | Unset = UNSET
    policy: str | Unset = UNSET
    request_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_details import ProblemDetails # noqa: PLC0415
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code: str
        if isinstance(self.code, DragonsProblemCode):
            code = self.code.value
        elif isinstance(self.code, DragonsWildProblemCode):
            code = self.code.value
        elif isinstance(self.code, PalaceProblemCode):
            code = self.code.value
        elif isinstance(self.code, RedDragonProblemCode):
            code = self.code.value
        elif isinstance(self.code, RedsProblemCode):
            code = self.code.value
        else:
            code = self.code

        rule = self.rule

        current_version = self.current_version

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()

        limit = self.limit

        policy = self.policy

        request_id = self.request_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "code": code,
        })
        if rule is not UNSET:
            field_dict["rule"] = rule
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if details is not UNSET:
            field_dict["details"] = details
        if limit is not UNSET:
            field_dict["limit"] = limit
        if policy is not UNSET:
            field_dict["policy"] = policy
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_details import ProblemDetails # noqa: PLC0415
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        def _parse_code(data: object) -> DragonsProblemCode | DragonsWildProblemCode | PalaceProblemCode | RedDragonProblemCode | RedsProblemCode | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_0 = DragonsProblemCode(data)



                return code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_1 = DragonsWildProblemCode(data)



                return code_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_2 = PalaceProblemCode(data)



                return code_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_3 = RedDragonProblemCode(data)



                return code_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_4 = RedsProblemCode(data)



                return code_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsProblemCode | DragonsWildProblemCode | PalaceProblemCode | RedDragonProblemCode | RedsProblemCode | str, data)

        code = _parse_code(d.pop("code"))


        rule = d.pop("rule", UNSET)

        current_version = d.pop("current_version", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)




        _details = d.pop("details", UNSET)
        details: ProblemDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = ProblemDetails.from_dict(_details)




        limit = d.pop("limit", UNSET)

        policy = d.pop("policy", UNSET)

        request_id = d.pop("request_id", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            rule=rule,
            current_version=current_version,
            errors=errors,
            details=details,
            limit=limit,
            policy=policy,
            request_id=request_id,
        )


        problem.additional_properties = d
        return problem

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
