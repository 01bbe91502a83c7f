from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.palace_options_deal import PalaceOptionsDeal
from ..models.palace_options_decks import PalaceOptionsDecks
from ..models.palace_options_four_of_a_kind import PalaceOptionsFourOfAKind
from ..models.palace_options_lower_rank import PalaceOptionsLowerRank
from ..models.palace_options_starter_rule import PalaceOptionsStarterRule
from ..models.palace_options_transparent_rank import PalaceOptionsTransparentRank
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PalaceOptions")



@_attrs_define
class PalaceOptions:
    """ Palace options (docs/rules/palace.md §7). Every option is optional; defaults follow the seed.

        Attributes:
            two_plays_again (bool | Unset): The player of a 2 must play again on it. Default: True.
            burn_plays_again (bool | Unset): After a 10 or four of a kind the burner starts the new pile. Default: True.
            four_of_a_kind (PalaceOptionsFourOfAKind | Unset): Four of a rank on top of the pile burn (consecutive), only
                four played at once (single_play), or never. Default: PalaceOptionsFourOfAKind.CONSECUTIVE.
            voluntary_pickup (bool | Unset): A player may pick up even when able to play. Default: False.
            faceup_pickup_takes_card (bool | Unset): A face-up-stage pick-up also takes one chosen face-up card. Default:
                False.
            mix_hand_faceup (bool | Unset): With the stock empty, a play of all remaining hand cards may add face-up cards
                of that rank. Default: False.
            lower_rank (PalaceOptionsLowerRank | Unset): While this rank is the effective top, the next play must be that
                rank or lower (or a 2 or 10). Default: PalaceOptionsLowerRank.NONE.
            seven_lower (bool | Unset): Shorthand for lower_rank 7. Default: False.
            eight_skip (bool | Unset): Each 8 played skips one following active player. Default: False.
            transparent_rank (PalaceOptionsTransparentRank | Unset): A rank that goes on anything and is seen through.
                Default: PalaceOptionsTransparentRank.NONE.
            transparent_counts_in_runs (bool | Unset): Transparent cards and jokers do not interrupt another rank's run.
                Default: False.
            ten_restricted (bool | Unset): A 10 may not be played on J, Q, K or A. Default: False.
            jokers (int | Unset): Jokers per deck; jokers are transparent. Default: 0.
            starter_rule (PalaceOptionsStarterRule | Unset):  Default: PalaceOptionsStarterRule.LOWEST_HAND_CARD.
            starter_must_lead_lowest (bool | Unset):  Default: False.
            deal (PalaceOptionsDeal | Unset):  Default: PalaceOptionsDeal.VALUE_0.
            decks (PalaceOptionsDecks | Unset):  Default: PalaceOptionsDecks.VALUE_1.
            max_turns (int | None | Unset): End the game undecided after this many play-phase moves; null = off.
     """

    two_plays_again: bool | Unset = True
    burn_plays_again: bool | Unset = True
    four_of_a_kind: PalaceOptionsFourOfAKind | Unset = PalaceOptionsFourOfAKind.CONSECUTIVE
    voluntary_pickup: bool | Unset = False
    faceup_pickup_takes_card: bool | Unset = False
    mix_hand_faceup: bool | Unset = False
    lower_rank: PalaceOptionsLowerRank | Unset = PalaceOptionsLowerRank.NONE
    seven_lower: bool | Unset = False
    eight_skip: bool | Unset = False
    transparent_rank: PalaceOptionsTransparentRank | Unset = PalaceOptionsTransparentRank.NONE
    transparent_counts_in_runs: bool | Unset = False
    ten_restricted: bool | Unset = False
    jokers: int | Unset = 0
    starter_rule: PalaceOptionsStarterRule | Unset = PalaceOptionsStarterRule.LOWEST_HAND_CARD
    starter_must_lead_lowest: bool | Unset = False
    deal: PalaceOptionsDeal | Unset = PalaceOptionsDeal.VALUE_0
    decks: PalaceOptionsDecks | Unset = PalaceOptionsDecks.VALUE_1
    max_turns: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        two_plays_again = self.two_plays_again

        burn_plays_again = self.burn_plays_again

        four_of_a_kind: str | Unset = UNSET
        if not isinstance(self.four_of_a_kind, Unset):
            four_of_a_kind = self.four_of_a_kind.value


        voluntary_pickup = self.voluntary_pickup

        faceup_pickup_takes_card = self.faceup_pickup_takes_card

        mix_hand_faceup = self.mix_hand_faceup

        lower_rank: str | Unset = UNSET
        if not isinstance(self.lower_rank, Unset):
            lower_rank = self.lower_rank.value


        seven_lower = self.seven_lower

        eight_skip = self.eight_skip

        transparent_rank: str | Unset = UNSET
        if not isinstance(self.transparent_rank, Unset):
            transparent_rank = self.transparent_rank.value


        transparent_counts_in_runs = self.transparent_counts_in_runs

        ten_restricted = self.ten_restricted

        jokers = self.jokers

        starter_rule: str | Unset = UNSET
        if not isinstance(self.starter_rule, Unset):
            starter_rule = self.starter_rule.value


        starter_must_lead_lowest = self.starter_must_lead_lowest

        deal: str | Unset = UNSET
        if not isinstance(self.deal, Unset):
            deal = self.deal.value


        decks: int | Unset = UNSET
        if not isinstance(self.decks, Unset):
            decks = self.decks.value


        max_turns: int | None | Unset
        if isinstance(self.max_turns, Unset):
            max_turns = UNSET
        else:
            max_turns = self.max_turns


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if two_plays_again is not UNSET:
            field_dict["two_plays_again"] = two_plays_again
        if burn_plays_again is not UNSET:
            field_dict["burn_plays_again"] = burn_plays_again
        if four_of_a_kind is not UNSET:
            field_dict["four_of_a_kind"] = four_of_a_kind
        if voluntary_pickup is not UNSET:
            field_dict["voluntary_pickup"] = voluntary_pickup
        if faceup_pickup_takes_card is not UNSET:
            field_dict["faceup_pickup_takes_card"] = faceup_pickup_takes_card
        if mix_hand_faceup is not UNSET:
            field_dict["mix_hand_faceup"] = mix_hand_faceup
        if lower_rank is not UNSET:
            field_dict["lower_rank"] = lower_rank
        if seven_lower is not UNSET:
            field_dict["seven_lower"] = seven_lower
        if eight_skip is not UNSET:
            field_dict["eight_skip"] = eight_skip
        if transparent_rank is not UNSET:
            field_dict["transparent_rank"] = transparent_rank
        if transparent_counts_in_runs is not UNSET:
            field_dict["transparent_counts_in_runs"] = transparent_counts_in_runs
        if ten_restricted is not UNSET:
            field_dict["ten_restricted"] = ten_restricted
        if jokers is not UNSET:
            field_dict["jokers"] = jokers
        if starter_rule is not UNSET:
            field_dict["starter_rule"] = starter_rule
        if starter_must_lead_lowest is not UNSET:
            field_dict["starter_must_lead_lowest"] = starter_must_lead_lowest
        if deal is not UNSET:
            field_dict["deal"] = deal
        if decks is not UNSET:
            field_dict["decks"] = decks
        if max_turns is not UNSET:
            field_dict["max_turns"] = max_turns

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        two_plays_again = d.pop("two_plays_again", UNSET)

        burn_plays_again = d.pop("burn_plays_again", UNSET)

        _four_of_a_kind = d.pop("four_of_a_kind", UNSET)
        four_of_a_kind: PalaceOptionsFourOfAKind | Unset
        if isinstance(_four_of_a_kind,  Unset):
            four_of_a_kind = UNSET
        else:
            four_of_a_kind = PalaceOptionsFourOfAKind(_four_of_a_kind)




        voluntary_pickup = d.pop("voluntary_pickup", UNSET)

        faceup_pickup_takes_card = d.pop("faceup_pickup_takes_card", UNSET)

        mix_hand_faceup = d.pop("mix_hand_faceup", UNSET)

        _lower_rank = d.pop("lower_rank", UNSET)
        lower_rank: PalaceOptionsLowerRank | Unset
        if isinstance(_lower_rank,  Unset):
            lower_rank = UNSET
        else:
            lower_rank = PalaceOptionsLowerRank(_lower_rank)




        seven_lower = d.pop("seven_lower", UNSET)

        eight_skip = d.pop("eight_skip", UNSET)

        _transparent_rank = d.pop("transparent_rank", UNSET)
        transparent_rank: PalaceOptionsTransparentRank | Unset
        if isinstance(_transparent_rank,  Unset):
            transparent_rank = UNSET
        else:
            transparent_rank = PalaceOptionsTransparentRank(_transparent_rank)




        transparent_counts_in_runs = d.pop("transparent_counts_in_runs", UNSET)

        ten_restricted = d.pop("ten_restricted", UNSET)

        jokers = d.pop("jokers", UNSET)

        _starter_rule = d.pop("starter_rule", UNSET)
        starter_rule: PalaceOptionsStarterRule | Unset
        if isinstance(_starter_rule,  Unset):
            starter_rule = UNSET
        else:
            starter_rule = PalaceOptionsStarterRule(_starter_rule)




        starter_must_lead_lowest = d.pop("starter_must_lead_lowest", UNSET)

        _deal = d.pop("deal", UNSET)
        deal: PalaceOptionsDeal | Unset
        if isinstance(_deal,  Unset):
            deal = UNSET
        else:
            deal = PalaceOptionsDeal(_deal)




        _decks = d.pop("decks", UNSET)
        decks: PalaceOptionsDecks | Unset
        if isinstance(_decks,  Unset):
            decks = UNSET
        else:
            decks = PalaceOptionsDecks(_decks)




        def _parse_max_turns(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_turns = _parse_max_turns(d.pop("max_turns", UNSET))


        palace_options = cls(
            two_plays_again=two_plays_again,
            burn_plays_again=burn_plays_again,
            four_of_a_kind=four_of_a_kind,
            voluntary_pickup=voluntary_pickup,
            faceup_pickup_takes_card=faceup_pickup_takes_card,
            mix_hand_faceup=mix_hand_faceup,
            lower_rank=lower_rank,
            seven_lower=seven_lower,
            eight_skip=eight_skip,
            transparent_rank=transparent_rank,
            transparent_counts_in_runs=transparent_counts_in_runs,
            ten_restricted=ten_restricted,
            jokers=jokers,
            starter_rule=starter_rule,
            starter_must_lead_lowest=starter_must_lead_lowest,
            deal=deal,
            decks=decks,
            max_turns=max_turns,
        )

        return palace_options

