from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.palace_ladder_rank import PalaceLadderRank
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="PalaceStartEvent")



@_attrs_define
class PalaceStartEvent:
    """ Play begins; `card` is the card that decided the starter (null when seat 0 starts by default).

        Attributes:
            type_ (Literal['start']):
            starter (int):
            card (None | str):
            lead_rank (None | PalaceLadderRank):
     """

    type_: Literal['start']
    starter: int
    card: None | str
    lead_rank: None | PalaceLadderRank





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        starter = self.starter

        card: None | str
        card = self.card

        lead_rank: None | str
        if isinstance(self.lead_rank, PalaceLadderRank):
            lead_rank = self.lead_rank.value
        else:
            lead_rank = self.lead_rank


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "starter": starter,
            "card": card,
            "lead_rank": lead_rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['start'] , d.pop("type"))
        if type_ != 'start':
            raise ValueError(f"type must match const 'start', got '{type_}'")

        starter = d.pop("starter")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))


        def _parse_lead_rank(data: object) -> None | PalaceLadderRank:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lead_rank_type_0 = PalaceLadderRank(data)



                return lead_rank_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PalaceLadderRank, data)

        lead_rank = _parse_lead_rank(d.pop("lead_rank"))


        palace_start_event = cls(
            type_=type_,
            starter=starter,
            card=card,
            lead_rank=lead_rank,
        )

        return palace_start_event

