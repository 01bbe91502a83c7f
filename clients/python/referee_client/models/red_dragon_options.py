from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_options_chance_exception_scope import RedDragonOptionsChanceExceptionScope
from ..models.red_dragon_options_consecutive_eights import RedDragonOptionsConsecutiveEights
from ..models.red_dragon_options_decks import RedDragonOptionsDecks
from ..models.red_dragon_options_default_direction import RedDragonOptionsDefaultDirection
from ..models.red_dragon_options_jokers_per_deck import RedDragonOptionsJokersPerDeck
from ..models.red_dragon_options_mix_opening_subset import RedDragonOptionsMixOpeningSubset
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RedDragonOptions")



@_attrs_define
class RedDragonOptions:
    """ 
        Attributes:
            decks (RedDragonOptionsDecks | Unset): Default 1 for 2–4 players and 2 for 5–8 players (where 2 are required).
                Default: RedDragonOptionsDecks.VALUE_1.
            jokers_per_deck (RedDragonOptionsJokersPerDeck | Unset):  Default: RedDragonOptionsJokersPerDeck.VALUE_0.
            consecutive_eights (RedDragonOptionsConsecutiveEights | Unset): An 8 played in one's own 8-free-go is merged
                into one go, or refused. Default: RedDragonOptionsConsecutiveEights.NO_EXTRA_GO.
            chance_exception_scope (RedDragonOptionsChanceExceptionScope | Unset): The Chance exception applies if either 8
                came from Chance, or only the later one. Default: RedDragonOptionsChanceExceptionScope.EITHER.
            eight_skip_survives_burn (bool | Unset):  Default: False.
            ten_counts_for_first (bool | Unset):  Default: True.
            reserve_fail_takes_card (bool | Unset):  Default: True.
            mix_opening_subset (RedDragonOptionsMixOpeningSubset | Unset):  Default:
                RedDragonOptionsMixOpeningSubset.ANY_SUBSET.
            default_direction (RedDragonOptionsDefaultDirection | Unset): none = the first player must name the direction
                with the first play (3+ players). Default: RedDragonOptionsDefaultDirection.NONE.
            max_turns (int | None | Unset): Stalemate guard; null = off.
     """

    decks: RedDragonOptionsDecks | Unset = RedDragonOptionsDecks.VALUE_1
    jokers_per_deck: RedDragonOptionsJokersPerDeck | Unset = RedDragonOptionsJokersPerDeck.VALUE_0
    consecutive_eights: RedDragonOptionsConsecutiveEights | Unset = RedDragonOptionsConsecutiveEights.NO_EXTRA_GO
    chance_exception_scope: RedDragonOptionsChanceExceptionScope | Unset = RedDragonOptionsChanceExceptionScope.EITHER
    eight_skip_survives_burn: bool | Unset = False
    ten_counts_for_first: bool | Unset = True
    reserve_fail_takes_card: bool | Unset = True
    mix_opening_subset: RedDragonOptionsMixOpeningSubset | Unset = RedDragonOptionsMixOpeningSubset.ANY_SUBSET
    default_direction: RedDragonOptionsDefaultDirection | Unset = RedDragonOptionsDefaultDirection.NONE
    max_turns: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        decks: int | Unset = UNSET
        if not isinstance(self.decks, Unset):
            decks = self.decks.value


        jokers_per_deck: int | Unset = UNSET
        if not isinstance(self.jokers_per_deck, Unset):
            jokers_per_deck = self.jokers_per_deck.value


        consecutive_eights: str | Unset = UNSET
        if not isinstance(self.consecutive_eights, Unset):
            consecutive_eights = self.consecutive_eights.value


        chance_exception_scope: str | Unset = UNSET
        if not isinstance(self.chance_exception_scope, Unset):
            chance_exception_scope = self.chance_exception_scope.value


        eight_skip_survives_burn = self.eight_skip_survives_burn

        ten_counts_for_first = self.ten_counts_for_first

        reserve_fail_takes_card = self.reserve_fail_takes_card

        mix_opening_subset: str | Unset = UNSET
        if not isinstance(self.mix_opening_subset, Unset):
            mix_opening_subset = self.mix_opening_subset.value


        default_direction: str | Unset = UNSET
        if not isinstance(self.default_direction, Unset):
            default_direction = self.default_direction.value


        max_turns: int | None | Unset
        if isinstance(self.max_turns, Unset):
            max_turns = UNSET
        else:
            max_turns = self.max_turns


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if decks is not UNSET:
            field_dict["decks"] = decks
        if jokers_per_deck is not UNSET:
            field_dict["jokers_per_deck"] = jokers_per_deck
        if consecutive_eights is not UNSET:
            field_dict["consecutive_eights"] = consecutive_eights
        if chance_exception_scope is not UNSET:
            field_dict["chance_exception_scope"] = chance_exception_scope
        if eight_skip_survives_burn is not UNSET:
            field_dict["eight_skip_survives_burn"] = eight_skip_survives_burn
        if ten_counts_for_first is not UNSET:
            field_dict["ten_counts_for_first"] = ten_counts_for_first
        if reserve_fail_takes_card is not UNSET:
            field_dict["reserve_fail_takes_card"] = reserve_fail_takes_card
        if mix_opening_subset is not UNSET:
            field_dict["mix_opening_subset"] = mix_opening_subset
        if default_direction is not UNSET:
            field_dict["default_direction"] = default_direction
        if max_turns is not UNSET:
            field_dict["max_turns"] = max_turns

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _decks = d.pop("decks", UNSET)
        decks: RedDragonOptionsDecks | Unset
        if isinstance(_decks,  Unset):
            decks = UNSET
        else:
            decks = RedDragonOptionsDecks(_decks)




        _jokers_per_deck = d.pop("jokers_per_deck", UNSET)
        jokers_per_deck: RedDragonOptionsJokersPerDeck | Unset
        if isinstance(_jokers_per_deck,  Unset):
            jokers_per_deck = UNSET
        else:
            jokers_per_deck = RedDragonOptionsJokersPerDeck(_jokers_per_deck)




        _consecutive_eights = d.pop("consecutive_eights", UNSET)
        consecutive_eights: RedDragonOptionsConsecutiveEights | Unset
        if isinstance(_consecutive_eights,  Unset):
            consecutive_eights = UNSET
        else:
            consecutive_eights = RedDragonOptionsConsecutiveEights(_consecutive_eights)




        _chance_exception_scope = d.pop("chance_exception_scope", UNSET)
        chance_exception_scope: RedDragonOptionsChanceExceptionScope | Unset
        if isinstance(_chance_exception_scope,  Unset):
            chance_exception_scope = UNSET
        else:
            chance_exception_scope = RedDragonOptionsChanceExceptionScope(_chance_exception_scope)




        eight_skip_survives_burn = d.pop("eight_skip_survives_burn", UNSET)

        ten_counts_for_first = d.pop("ten_counts_for_first", UNSET)

        reserve_fail_takes_card = d.pop("reserve_fail_takes_card", UNSET)

        _mix_opening_subset = d.pop("mix_opening_subset", UNSET)
        mix_opening_subset: RedDragonOptionsMixOpeningSubset | Unset
        if isinstance(_mix_opening_subset,  Unset):
            mix_opening_subset = UNSET
        else:
            mix_opening_subset = RedDragonOptionsMixOpeningSubset(_mix_opening_subset)




        _default_direction = d.pop("default_direction", UNSET)
        default_direction: RedDragonOptionsDefaultDirection | Unset
        if isinstance(_default_direction,  Unset):
            default_direction = UNSET
        else:
            default_direction = RedDragonOptionsDefaultDirection(_default_direction)




        def _parse_max_turns(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_turns = _parse_max_turns(d.pop("max_turns", UNSET))


        red_dragon_options = cls(
            decks=decks,
            jokers_per_deck=jokers_per_deck,
            consecutive_eights=consecutive_eights,
            chance_exception_scope=chance_exception_scope,
            eight_skip_survives_burn=eight_skip_survives_burn,
            ten_counts_for_first=ten_counts_for_first,
            reserve_fail_takes_card=reserve_fail_takes_card,
            mix_opening_subset=mix_opening_subset,
            default_direction=default_direction,
            max_turns=max_turns,
        )

        return red_dragon_options

