from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.palace_outcome import PalaceOutcome





T = TypeVar("T", bound="PalaceScores")



@_attrs_define
class PalaceScores:
    """ Palace keeps no points - the finishing order, the cards each seat still holds and the outcome.

        Attributes:
            finish_order (list[int]):
            cards_held (list[int]): Per seat (indexed by seat), its hand, face-up and face-down cards together.
            outcome (None | PalaceOutcome): Null until the game is over.
     """

    finish_order: list[int]
    cards_held: list[int]
    outcome: None | PalaceOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        finish_order = self.finish_order



        cards_held = self.cards_held



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, PalaceOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "finish_order": finish_order,
            "cards_held": cards_held,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        d = dict(src_dict)
        finish_order = cast(list[int], d.pop("finish_order"))


        cards_held = cast(list[int], d.pop("cards_held"))


        def _parse_outcome(data: object) -> None | PalaceOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = PalaceOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PalaceOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        palace_scores = cls(
            finish_order=finish_order,
            cards_held=cards_held,
            outcome=outcome,
        )

        return palace_scores

