from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_pile_entry_source import RedDragonPileEntrySource
from ..models.red_dragon_rank import RedDragonRank
from ..types import UNSET, Unset






T = TypeVar("T", bound="RedDragonPileEntry")



@_attrs_define
class RedDragonPileEntry:
    """ 
        Attributes:
            card (str): A card token: rank then suit (7H, 10C, QS) or JK for a Joker. With two decks the same token occurs
                twice.
            rank (RedDragonRank):
            source (RedDragonPileEntrySource):
            play (int):
            player (int | Unset):
            seat (int | Unset):
     """

    card: str
    rank: RedDragonRank
    source: RedDragonPileEntrySource
    play: int
    player: int | Unset = UNSET
    seat: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        rank = self.rank.value

        source = self.source.value

        play = self.play

        player = self.player

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "rank": rank,
            "source": source,
            "play": play,
        })
        if player is not UNSET:
            field_dict["player"] = player
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        rank = RedDragonRank(d.pop("rank"))




        source = RedDragonPileEntrySource(d.pop("source"))




        play = d.pop("play")

        player = d.pop("player", UNSET)

        seat = d.pop("seat", UNSET)

        red_dragon_pile_entry = cls(
            card=card,
            rank=rank,
            source=source,
            play=play,
            player=player,
            seat=seat,
        )

        return red_dragon_pile_entry

