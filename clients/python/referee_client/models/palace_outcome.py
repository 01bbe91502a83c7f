from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.palace_outcome_reason import PalaceOutcomeReason
from typing import cast

if TYPE_CHECKING:
  from ..models.palace_outcome_details import PalaceOutcomeDetails





T = TypeVar("T", bound="PalaceOutcome")



@_attrs_define
class PalaceOutcome:
    """ The result of a finished game, one shape in every game (views, scores and sessions give null while the game runs).
    `winners` are the seats in first place, empty for a draw; `losers` the seats singled out as losing (the game says
    which, often none); `ranking` the places best first, each a list of seats (tied seats share a place; a draw puts the
    tied seats in the first place); `draw` true when the game ended without a winner; `reason` what ended it; `details`
    the game's own figures.

        Attributes:
            winners (list[int]):
            losers (list[int]):
            ranking (list[list[int]]):
            draw (bool):
            reason (PalaceOutcomeReason): last_player_holding, or max_turns (the guard) when the turn limit ended the game.
            details (PalaceOutcomeDetails): The seats in the order they went out, then the last player holding cards (the
                loser). Under max_turns the seats still holding cards share the last place and nobody loses.
     """

    winners: list[int]
    losers: list[int]
    ranking: list[list[int]]
    draw: bool
    reason: PalaceOutcomeReason
    details: PalaceOutcomeDetails





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_outcome_details import PalaceOutcomeDetails # noqa: PLC0415
        winners = self.winners



        losers = self.losers



        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data


            ranking.append(ranking_item)



        draw = self.draw

        reason = self.reason.value

        details = self.details.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winners": winners,
            "losers": losers,
            "ranking": ranking,
            "draw": draw,
            "reason": reason,
            "details": details,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.palace_outcome_details import PalaceOutcomeDetails # noqa: PLC0415
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        losers = cast(list[int], d.pop("losers"))


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = cast(list[int], ranking_item_data)

            ranking.append(ranking_item)


        draw = d.pop("draw")

        reason = PalaceOutcomeReason(d.pop("reason"))




        details = PalaceOutcomeDetails.from_dict(d.pop("details"))




        palace_outcome = cls(
            winners=winners,
            losers=losers,
            ranking=ranking,
            draw=draw,
            reason=reason,
            details=details,
        )

        return palace_outcome

