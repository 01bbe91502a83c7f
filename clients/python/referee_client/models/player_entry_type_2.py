from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..types import UNSET, Unset






T = TypeVar("T", bound="PlayerEntryType2")



@_attrs_define
class PlayerEntryType2:
    """ 
        Attributes:
            bot (BotName): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game) or expert
                (information-set Monte Carlo tree search from the seat's view).
            level (int | Unset): A bot's level: 1 random, 2 greedy, 3–8 expert with growing think budgets (an iteration cap
                and a wall-time cap; README, Bots). Decides the bot when given; expert without a level is 6.
            name (str | Unset):
            player (str | Unset): A tenant's own id for a player, the same across the tenant's sessions.
     """

    bot: BotName
    level: int | Unset = UNSET
    name: str | Unset = UNSET
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        level = self.level

        name = self.name

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
        })
        if level is not UNSET:
            field_dict["level"] = level
        if name is not UNSET:
            field_dict["name"] = name
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = BotName(d.pop("bot"))




        level = d.pop("level", UNSET)

        name = d.pop("name", UNSET)

        player = d.pop("player", UNSET)

        player_entry_type_2 = cls(
            bot=bot,
            level=level,
            name=name,
            player=player,
        )

        return player_entry_type_2

