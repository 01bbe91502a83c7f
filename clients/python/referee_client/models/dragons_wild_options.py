from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_options_blocked_hand import DragonsWildOptionsBlockedHand
from ..models.dragons_wild_options_buy_priority import DragonsWildOptionsBuyPriority
from ..models.dragons_wild_options_end_condition import DragonsWildOptionsEndCondition
from ..models.dragons_wild_options_refill import DragonsWildOptionsRefill
from ..models.dragons_wild_options_tie_policy import DragonsWildOptionsTiePolicy
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DragonsWildOptions")



@_attrs_define
class DragonsWildOptions:
    """ Dragons Wild options (docs/rules/dragons_wild.md, "Options").

        Attributes:
            hand_size (int | Unset): cards dealt to each player (RB1) Default: 7.
            suit_labels (str | Unset): display names of suits S1…S8, comma-separated (RB2) Default:
                'Unicorn,Kelpie,Phoenix,Pegasus,Suit5,Suit6,Suit7,Suit8'.
            first_dealer (int | None | Unset): first dealer seat; null: seeded
            end_condition (DragonsWildOptionsEndCondition | Unset): when the game ends Default:
                DragonsWildOptionsEndCondition.HANDS_PER_PLAYER.
            target_score (int | Unset): end_condition target_score: checked at hand end Default: 200.
            max_buys_per_window (int | Unset): accepted buys per buy window (RB4) Default: 3.
            max_buys_per_player_per_hand (int | None | Unset): per-player cap per hand (RB4)
            allow_buy_first_upcard (bool | Unset): the first up-card may be bought (RB3) Default: True.
            buy_requires_penalty_card (bool | Unset): refuse a buy with no penalty card (RB7) Default: True.
            refill (DragonsWildOptionsRefill | Unset): when the pile is turned over (RB8) Default:
                DragonsWildOptionsRefill.ON_DEMAND.
            keep_top_discard_on_refill (bool | Unset): the top discard stays up (RB8) Default: False.
            blocked_hand (DragonsWildOptionsBlockedHand | Unset): penalties when a hand ends without going out (RB9)
                Default: DragonsWildOptionsBlockedHand.PENALISE_ALL.
            forbid_discard_of_taken_discard (bool | Unset): RB19 Default: False.
            runs_wrap (bool | Unset): runs may pass from 8 to 1, e.g. 7-8-1 (RB15) Default: False.
            buy_priority (DragonsWildOptionsBuyPriority | Unset): RB5: the first request waits for the answer; or a seat
                nearer the active player's left may take a pending request over Default:
                DragonsWildOptionsBuyPriority.FIRST_REQUEST.
            going_out_multi_meld (bool | Unset): going out may lay several new melds at once (RB11), move go_out Default:
                False.
            tie_policy (DragonsWildOptionsTiePolicy | Unset): ties for first at game end (RB16) Default:
                DragonsWildOptionsTiePolicy.SHARE.
            max_rounds_per_hand (int | None | Unset): optional guard, not a rule of the game: a hand nobody has gone out of
                ends (blocked) after this many rounds; null (default): no guard
            max_hands (int | None | Unset): guard: the game ends after this many hands
     """

    hand_size: int | Unset = 7
    suit_labels: str | Unset = 'Unicorn,Kelpie,Phoenix,Pegasus,Suit5,Suit6,Suit7,Suit8'
    first_dealer: int | None | Unset = UNSET
    end_condition: DragonsWildOptionsEndCondition | Unset = DragonsWildOptionsEndCondition.HANDS_PER_PLAYER
    target_score: int | Unset = 200
    max_buys_per_window: int | Unset = 3
    max_buys_per_player_per_hand: int | None | Unset = UNSET
    allow_buy_first_upcard: bool | Unset = True
    buy_requires_penalty_card: bool | Unset = True
    refill: DragonsWildOptionsRefill | Unset = DragonsWildOptionsRefill.ON_DEMAND
    keep_top_discard_on_refill: bool | Unset = False
    blocked_hand: DragonsWildOptionsBlockedHand | Unset = DragonsWildOptionsBlockedHand.PENALISE_ALL
    forbid_discard_of_taken_discard: bool | Unset = False
    runs_wrap: bool | Unset = False
    buy_priority: DragonsWildOptionsBuyPriority | Unset = DragonsWildOptionsBuyPriority.FIRST_REQUEST
    going_out_multi_meld: bool | Unset = False
    tie_policy: DragonsWildOptionsTiePolicy | Unset = DragonsWildOptionsTiePolicy.SHARE
    max_rounds_per_hand: int | None | Unset = UNSET
    max_hands: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hand_size = self.hand_size

        suit_labels = self.suit_labels

        first_dealer: int | None | Unset
        if isinstance(self.first_dealer, Unset):
            first_dealer = UNSET
        else:
            first_dealer = self.first_dealer

        end_condition: str | Unset = UNSET
        if not isinstance(self.end_condition, Unset):
            end_condition = self.end_condition.value


        target_score = self.target_score

        max_buys_per_window = self.max_buys_per_window

        max_buys_per_player_per_hand: int | None | Unset
        if isinstance(self.max_buys_per_player_per_hand, Unset):
            max_buys_per_player_per_hand = UNSET
        else:
            max_buys_per_player_per_hand = self.max_buys_per_player_per_hand

        allow_buy_first_upcard = self.allow_buy_first_upcard

        buy_requires_penalty_card = self.buy_requires_penalty_card

        refill: str | Unset = UNSET
        if not isinstance(self.refill, Unset):
            refill = self.refill.value


        keep_top_discard_on_refill = self.keep_top_discard_on_refill

        blocked_hand: str | Unset = UNSET
        if not isinstance(self.blocked_hand, Unset):
            blocked_hand = self.blocked_hand.value


        forbid_discard_of_taken_discard = self.forbid_discard_of_taken_discard

        runs_wrap = self.runs_wrap

        buy_priority: str | Unset = UNSET
        if not isinstance(self.buy_priority, Unset):
            buy_priority = self.buy_priority.value


        going_out_multi_meld = self.going_out_multi_meld

        tie_policy: str | Unset = UNSET
        if not isinstance(self.tie_policy, Unset):
            tie_policy = self.tie_policy.value


        max_rounds_per_hand: int | None | Unset
        if isinstance(self.max_rounds_per_hand, Unset):
            max_rounds_per_hand = UNSET
        else:
            max_rounds_per_hand = self.max_rounds_per_hand

        max_hands: int | None | Unset
        if isinstance(self.max_hands, Unset):
            max_hands = UNSET
        else:
            max_hands = self.max_hands


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size
        if suit_labels is not UNSET:
            field_dict["suit_labels"] = suit_labels
        if first_dealer is not UNSET:
            field_dict["first_dealer"] = first_dealer
        if end_condition is not UNSET:
            field_dict["end_condition"] = end_condition
        if target_score is not UNSET:
            field_dict["target_score"] = target_score
        if max_buys_per_window is not UNSET:
            field_dict["max_buys_per_window"] = max_buys_per_window
        if max_buys_per_player_per_hand is not UNSET:
            field_dict["max_buys_per_player_per_hand"] = max_buys_per_player_per_hand
        if allow_buy_first_upcard is not UNSET:
            field_dict["allow_buy_first_upcard"] = allow_buy_first_upcard
        if buy_requires_penalty_card is not UNSET:
            field_dict["buy_requires_penalty_card"] = buy_requires_penalty_card
        if refill is not UNSET:
            field_dict["refill"] = refill
        if keep_top_discard_on_refill is not UNSET:
            field_dict["keep_top_discard_on_refill"] = keep_top_discard_on_refill
        if blocked_hand is not UNSET:
            field_dict["blocked_hand"] = blocked_hand
        if forbid_discard_of_taken_discard is not UNSET:
            field_dict["forbid_discard_of_taken_discard"] = forbid_discard_of_taken_discard
        if runs_wrap is not UNSET:
            field_dict["runs_wrap"] = runs_wrap
        if buy_priority is not UNSET:
            field_dict["buy_priority"] = buy_priority
        if going_out_multi_meld is not UNSET:
            field_dict["going_out_multi_meld"] = going_out_multi_meld
        if tie_policy is not UNSET:
            field_dict["tie_policy"] = tie_policy
        if max_rounds_per_hand is not UNSET:
            field_dict["max_rounds_per_hand"] = max_rounds_per_hand
        if max_hands is not UNSET:
            field_dict["max_hands"] = max_hands

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand_size = d.pop("hand_size", UNSET)

        suit_labels = d.pop("suit_labels", UNSET)

        def _parse_first_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer", UNSET))


        _end_condition = d.pop("end_condition", UNSET)
        end_condition: DragonsWildOptionsEndCondition | Unset
        if isinstance(_end_condition,  Unset):
            end_condition = UNSET
        else:
            end_condition = DragonsWildOptionsEndCondition(_end_condition)




        target_score = d.pop("target_score", UNSET)

        max_buys_per_window = d.pop("max_buys_per_window", UNSET)

        def _parse_max_buys_per_player_per_hand(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_buys_per_player_per_hand = _parse_max_buys_per_player_per_hand(d.pop("max_buys_per_player_per_hand", UNSET))


        allow_buy_first_upcard = d.pop("allow_buy_first_upcard", UNSET)

        buy_requires_penalty_card = d.pop("buy_requires_penalty_card", UNSET)

        _refill = d.pop("refill", UNSET)
        refill: DragonsWildOptionsRefill | Unset
        if isinstance(_refill,  Unset):
            refill = UNSET
        else:
            refill = DragonsWildOptionsRefill(_refill)




        keep_top_discard_on_refill = d.pop("keep_top_discard_on_refill", UNSET)

        _blocked_hand = d.pop("blocked_hand", UNSET)
        blocked_hand: DragonsWildOptionsBlockedHand | Unset
        if isinstance(_blocked_hand,  Unset):
            blocked_hand = UNSET
        else:
            blocked_hand = DragonsWildOptionsBlockedHand(_blocked_hand)




        forbid_discard_of_taken_discard = d.pop("forbid_discard_of_taken_discard", UNSET)

        runs_wrap = d.pop("runs_wrap", UNSET)

        _buy_priority = d.pop("buy_priority", UNSET)
        buy_priority: DragonsWildOptionsBuyPriority | Unset
        if isinstance(_buy_priority,  Unset):
            buy_priority = UNSET
        else:
            buy_priority = DragonsWildOptionsBuyPriority(_buy_priority)




        going_out_multi_meld = d.pop("going_out_multi_meld", UNSET)

        _tie_policy = d.pop("tie_policy", UNSET)
        tie_policy: DragonsWildOptionsTiePolicy | Unset
        if isinstance(_tie_policy,  Unset):
            tie_policy = UNSET
        else:
            tie_policy = DragonsWildOptionsTiePolicy(_tie_policy)




        def _parse_max_rounds_per_hand(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_rounds_per_hand = _parse_max_rounds_per_hand(d.pop("max_rounds_per_hand", UNSET))


        def _parse_max_hands(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_hands = _parse_max_hands(d.pop("max_hands", UNSET))


        dragons_wild_options = cls(
            hand_size=hand_size,
            suit_labels=suit_labels,
            first_dealer=first_dealer,
            end_condition=end_condition,
            target_score=target_score,
            max_buys_per_window=max_buys_per_window,
            max_buys_per_player_per_hand=max_buys_per_player_per_hand,
            allow_buy_first_upcard=allow_buy_first_upcard,
            buy_requires_penalty_card=buy_requires_penalty_card,
            refill=refill,
            keep_top_discard_on_refill=keep_top_discard_on_refill,
            blocked_hand=blocked_hand,
            forbid_discard_of_taken_discard=forbid_discard_of_taken_discard,
            runs_wrap=runs_wrap,
            buy_priority=buy_priority,
            going_out_multi_meld=going_out_multi_meld,
            tie_policy=tie_policy,
            max_rounds_per_hand=max_rounds_per_hand,
            max_hands=max_hands,
        )

        return dragons_wild_options

