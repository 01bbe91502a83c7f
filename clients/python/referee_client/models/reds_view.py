from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_black_suit_type_0 import RedsBlackSuitType0
from ..models.reds_view_phase import RedsViewPhase
from ..models.reds_view_rounds_scheduled import RedsViewRoundsScheduled
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_outcome import RedsOutcome
  from ..models.reds_played_card import RedsPlayedCard
  from ..models.reds_round_score import RedsRoundScore
  from ..models.reds_trick_view import RedsTrickView
  from ..models.reds_view_exchange import RedsViewExchange
  from ..models.reds_view_options import RedsViewOptions





T = TypeVar("T", bound="RedsView")



@_attrs_define
class RedsView:
    """ What one seat (or a spectator, viewer null) may see.

        Attributes:
            game (Literal['reds']):
            players (int):
            viewer (int | None):
            options (RedsViewOptions): The options, every one (defaults filled in).
            phase (RedsViewPhase): bid, exchange or play in a round; finished once the game is over.
            to_act (list[int]): The seats that may act now, ascending; empty once the game is over.
            current (int | None): The seat whose turn it is - the next bidder with open bids, the seat to play in trick
                play; null with hidden bids, in the exchange (both simultaneous) and once the game is over.
            hand (list[str] | None): The viewer's own hand; null for a spectator.
            hand_counts (list[int]): Per seat (indexed by seat), the number of cards in its hand.
            known_hands (list[list[str]]): Per seat (indexed by seat), the cards of its hand that every player saw enter it
                - always empty in Reds (cards are only dealt and exchanged face down).
            outcome (None | RedsOutcome): Null until the game is over.
            teams (list[list[int]]):
            round_ (int):
            label (int | None):
            tiebreak (bool):
            rounds_scheduled (RedsViewRoundsScheduled):
            dealer (int):
            first_dealer_draw (list[list[RedsPlayedCard]]):
            trump (Literal['D']):
            turned (list[str]):
            anti_trump (None | RedsBlackSuitType0):
            neutral (None | RedsBlackSuitType0):
            bids (list[int | None]): Open bids; with hidden bids only the viewer's own (others null) until the game is over.
            has_bid (list[bool]):
            exchange (RedsViewExchange):
            leader (int):
            trick (list[RedsPlayedCard]):
            tricks (list[RedsTrickView]):
            tricks_won (list[int]):
            totals (list[int]):
            rounds (list[RedsRoundScore]):
            last_round_tricks (list[RedsTrickView]):
            team_totals (list[int] | Unset):
     """

    game: Literal['reds']
    players: int
    viewer: int | None
    options: RedsViewOptions
    phase: RedsViewPhase
    to_act: list[int]
    current: int | None
    hand: list[str] | None
    hand_counts: list[int]
    known_hands: list[list[str]]
    outcome: None | RedsOutcome
    teams: list[list[int]]
    round_: int
    label: int | None
    tiebreak: bool
    rounds_scheduled: RedsViewRoundsScheduled
    dealer: int
    first_dealer_draw: list[list[RedsPlayedCard]]
    trump: Literal['D']
    turned: list[str]
    anti_trump: None | RedsBlackSuitType0
    neutral: None | RedsBlackSuitType0
    bids: list[int | None]
    has_bid: list[bool]
    exchange: RedsViewExchange
    leader: int
    trick: list[RedsPlayedCard]
    tricks: list[RedsTrickView]
    tricks_won: list[int]
    totals: list[int]
    rounds: list[RedsRoundScore]
    last_round_tricks: list[RedsTrickView]
    team_totals: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_outcome import RedsOutcome # noqa: PLC0415
        from ..models.reds_played_card import RedsPlayedCard # noqa: PLC0415
        from ..models.reds_round_score import RedsRoundScore # noqa: PLC0415
        from ..models.reds_trick_view import RedsTrickView # noqa: PLC0415
        from ..models.reds_view_exchange import RedsViewExchange # noqa: PLC0415
        from ..models.reds_view_options import RedsViewOptions # noqa: PLC0415
        game = self.game

        players = self.players

        viewer: int | None
        viewer = self.viewer

        options = self.options.to_dict()

        phase = self.phase.value

        to_act = self.to_act



        current: int | None
        current = self.current

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        hand_counts = self.hand_counts



        known_hands = []
        for known_hands_item_data in self.known_hands:
            known_hands_item = known_hands_item_data


            known_hands.append(known_hands_item)



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, RedsOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data


            teams.append(teams_item)



        round_ = self.round_

        label: int | None
        label = self.label

        tiebreak = self.tiebreak

        rounds_scheduled = self.rounds_scheduled.value

        dealer = self.dealer

        first_dealer_draw = []
        for first_dealer_draw_item_data in self.first_dealer_draw:
            first_dealer_draw_item = []
            for first_dealer_draw_item_item_data in first_dealer_draw_item_data:
                first_dealer_draw_item_item = first_dealer_draw_item_item_data.to_dict()
                first_dealer_draw_item.append(first_dealer_draw_item_item)


            first_dealer_draw.append(first_dealer_draw_item)



        trump = self.trump

        turned = self.turned



        anti_trump: None | str
        if isinstance(self.anti_trump, RedsBlackSuitType0):
            anti_trump = self.anti_trump.value
        else:
            anti_trump = self.anti_trump

        neutral: None | str
        if isinstance(self.neutral, RedsBlackSuitType0):
            neutral = self.neutral.value
        else:
            neutral = self.neutral

        bids = []
        for bids_item_data in self.bids:
            bids_item: int | None
            bids_item = bids_item_data
            bids.append(bids_item)



        has_bid = self.has_bid



        exchange = self.exchange.to_dict()

        leader = self.leader

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)



        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)



        tricks_won = self.tricks_won



        totals = self.totals



        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)



        last_round_tricks = []
        for last_round_tricks_item_data in self.last_round_tricks:
            last_round_tricks_item = last_round_tricks_item_data.to_dict()
            last_round_tricks.append(last_round_tricks_item)



        team_totals: list[int] | Unset = UNSET
        if not isinstance(self.team_totals, Unset):
            team_totals = self.team_totals




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "viewer": viewer,
            "options": options,
            "phase": phase,
            "to_act": to_act,
            "current": current,
            "hand": hand,
            "hand_counts": hand_counts,
            "known_hands": known_hands,
            "outcome": outcome,
            "teams": teams,
            "round": round_,
            "label": label,
            "tiebreak": tiebreak,
            "rounds_scheduled": rounds_scheduled,
            "dealer": dealer,
            "first_dealer_draw": first_dealer_draw,
            "trump": trump,
            "turned": turned,
            "anti_trump": anti_trump,
            "neutral": neutral,
            "bids": bids,
            "has_bid": has_bid,
            "exchange": exchange,
            "leader": leader,
            "trick": trick,
            "tricks": tricks,
            "tricks_won": tricks_won,
            "totals": totals,
            "rounds": rounds,
            "last_round_tricks": last_round_tricks,
        })
        if team_totals is not UNSET:
            field_dict["team_totals"] = team_totals

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_outcome import RedsOutcome # noqa: PLC0415
        from ..models.reds_played_card import RedsPlayedCard # noqa: PLC0415
        from ..models.reds_round_score import RedsRoundScore # noqa: PLC0415
        from ..models.reds_trick_view import RedsTrickView # noqa: PLC0415
        from ..models.reds_view_exchange import RedsViewExchange # noqa: PLC0415
        from ..models.reds_view_options import RedsViewOptions # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['reds'] , d.pop("game"))
        if game != 'reds':
            raise ValueError(f"game must match const 'reds', got '{game}'")

        players = d.pop("players")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        options = RedsViewOptions.from_dict(d.pop("options"))




        phase = RedsViewPhase(d.pop("phase"))




        to_act = cast(list[int], d.pop("to_act"))


        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))


        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_1 = cast(list[str], data)

                return hand_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


        known_hands = []
        _known_hands = d.pop("known_hands")
        for known_hands_item_data in (_known_hands):
            known_hands_item = cast(list[str], known_hands_item_data)

            known_hands.append(known_hands_item)


        def _parse_outcome(data: object) -> None | RedsOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = RedsOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        teams = []
        _teams = d.pop("teams")
        for teams_item_data in (_teams):
            teams_item = cast(list[int], teams_item_data)

            teams.append(teams_item)


        round_ = d.pop("round")

        def _parse_label(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        label = _parse_label(d.pop("label"))


        tiebreak = d.pop("tiebreak")

        rounds_scheduled = RedsViewRoundsScheduled(d.pop("rounds_scheduled"))




        dealer = d.pop("dealer")

        first_dealer_draw = []
        _first_dealer_draw = d.pop("first_dealer_draw")
        for first_dealer_draw_item_data in (_first_dealer_draw):
            first_dealer_draw_item = []
            _first_dealer_draw_item = first_dealer_draw_item_data
            for first_dealer_draw_item_item_data in (_first_dealer_draw_item):
                first_dealer_draw_item_item = RedsPlayedCard.from_dict(first_dealer_draw_item_item_data)



                first_dealer_draw_item.append(first_dealer_draw_item_item)

            first_dealer_draw.append(first_dealer_draw_item)


        trump = cast(Literal['D'] , d.pop("trump"))
        if trump != 'D':
            raise ValueError(f"trump must match const 'D', got '{trump}'")

        turned = cast(list[str], d.pop("turned"))


        def _parse_anti_trump(data: object) -> None | RedsBlackSuitType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reds_black_suit_type_0 = RedsBlackSuitType0(data)



                return componentsschemas_reds_black_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsBlackSuitType0, data)

        anti_trump = _parse_anti_trump(d.pop("anti_trump"))


        def _parse_neutral(data: object) -> None | RedsBlackSuitType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reds_black_suit_type_0 = RedsBlackSuitType0(data)



                return componentsschemas_reds_black_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsBlackSuitType0, data)

        neutral = _parse_neutral(d.pop("neutral"))


        bids = []
        _bids = d.pop("bids")
        for bids_item_data in (_bids):
            def _parse_bids_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            bids_item = _parse_bids_item(bids_item_data)

            bids.append(bids_item)


        has_bid = cast(list[bool], d.pop("has_bid"))


        exchange = RedsViewExchange.from_dict(d.pop("exchange"))




        leader = d.pop("leader")

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in (_trick):
            trick_item = RedsPlayedCard.from_dict(trick_item_data)



            trick.append(trick_item)


        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in (_tricks):
            tricks_item = RedsTrickView.from_dict(tricks_item_data)



            tricks.append(tricks_item)


        tricks_won = cast(list[int], d.pop("tricks_won"))


        totals = cast(list[int], d.pop("totals"))


        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in (_rounds):
            rounds_item = RedsRoundScore.from_dict(rounds_item_data)



            rounds.append(rounds_item)


        last_round_tricks = []
        _last_round_tricks = d.pop("last_round_tricks")
        for last_round_tricks_item_data in (_last_round_tricks):
            last_round_tricks_item = RedsTrickView.from_dict(last_round_tricks_item_data)



            last_round_tricks.append(last_round_tricks_item)


        team_totals = cast(list[int], d.pop("team_totals", UNSET))


        reds_view = cls(
            game=game,
            players=players,
            viewer=viewer,
            options=options,
            phase=phase,
            to_act=to_act,
            current=current,
            hand=hand,
            hand_counts=hand_counts,
            known_hands=known_hands,
            outcome=outcome,
            teams=teams,
            round_=round_,
            label=label,
            tiebreak=tiebreak,
            rounds_scheduled=rounds_scheduled,
            dealer=dealer,
            first_dealer_draw=first_dealer_draw,
            trump=trump,
            turned=turned,
            anti_trump=anti_trump,
            neutral=neutral,
            bids=bids,
            has_bid=has_bid,
            exchange=exchange,
            leader=leader,
            trick=trick,
            tricks=tricks,
            tricks_won=tricks_won,
            totals=totals,
            rounds=rounds,
            last_round_tricks=last_round_tricks,
            team_totals=team_totals,
        )

        return reds_view

