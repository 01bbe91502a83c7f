from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_chance_revealed_event_result import RedDragonChanceRevealedEventResult
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonChanceRevealedEvent")



@_attrs_define
class RedDragonChanceRevealedEvent:
    """ A Chance card was turned up - played, failed, or a Joker awaiting its declaration.

        Attributes:
            type_ (Literal['chance_revealed']):
            seat (int):
            position (int):
            card (str): A card token: rank then suit (7H, 10C, QS) or JK for a Joker. With two decks the same token occurs
                twice.
            result (RedDragonChanceRevealedEventResult):
     """

    type_: Literal['chance_revealed']
    seat: int
    position: int
    card: str
    result: RedDragonChanceRevealedEventResult





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        position = self.position

        card = self.card

        result = self.result.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "position": position,
            "card": card,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['chance_revealed'] , d.pop("type"))
        if type_ != 'chance_revealed':
            raise ValueError(f"type must match const 'chance_revealed', got '{type_}'")

        seat = d.pop("seat")

        position = d.pop("position")

        card = d.pop("card")

        result = RedDragonChanceRevealedEventResult(d.pop("result"))




        red_dragon_chance_revealed_event = cls(
            type_=type_,
            seat=seat,
            position=position,
            card=card,
            result=result,
        )

        return red_dragon_chance_revealed_event

