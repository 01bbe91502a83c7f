from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="HintRequest")



@_attrs_define
class HintRequest:
    """ 
        Attributes:
            bot (BotName | Unset): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game)
                or expert (information-set Monte Carlo tree search from the seat's view).
            level (int | None | Unset): The bot's level (it decides the bot); null or omitted for the bot's default.
            seed (None | str | Unset): Makes the hint reproducible (any string); random when omitted.
     """

    bot: BotName | Unset = UNSET
    level: int | None | Unset = UNSET
    seed: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        level: int | None | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        else:
            level = self.level

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if level is not UNSET:
            field_dict["level"] = level
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        def _parse_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        level = _parse_level(d.pop("level", UNSET))


        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        hint_request = cls(
            bot=bot,
            level=level,
            seed=seed,
        )

        return hint_request

