from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatingHistoryEntry")



@_attrs_define
class RatingHistoryEntry:
    """ 
        Attributes:
            session (str): A session id (32 lowercase hex digits).
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            at (float): Unix time the game finished.
            player (str): A tenant's own id for a player, the same across the tenant's sessions.
            seat (int): A seat number (0 is the first player; no game has more than eight seats).
            place (int):
            rating_before (float):
            rating (float):
            delta (float):
            mu (float):
            deviation (float):
            games (int):
     """

    session: str
    version: int
    at: float
    player: str
    seat: int
    place: int
    rating_before: float
    rating: float
    delta: float
    mu: float
    deviation: float
    games: int





    def to_dict(self) -> dict[str, Any]:
        session = self.session

        version = self.version

        at = self.at

        player = self.player

        seat = self.seat

        place = self.place

        rating_before = self.rating_before

        rating = self.rating

        delta = self.delta

        mu = self.mu

        deviation = self.deviation

        games = self.games


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "session": session,
            "version": version,
            "at": at,
            "player": player,
            "seat": seat,
            "place": place,
            "rating_before": rating_before,
            "rating": rating,
            "delta": delta,
            "mu": mu,
            "deviation": deviation,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        session = d.pop("session")

        version = d.pop("version")

        at = d.pop("at")

        player = d.pop("player")

        seat = d.pop("seat")

        place = d.pop("place")

        rating_before = d.pop("rating_before")

        rating = d.pop("rating")

        delta = d.pop("delta")

        mu = d.pop("mu")

        deviation = d.pop("deviation")

        games = d.pop("games")

        rating_history_entry = cls(
            session=session,
            version=version,
            at=at,
            player=player,
            seat=seat,
            place=place,
            rating_before=rating_before,
            rating=rating,
            delta=delta,
            mu=mu,
            deviation=deviation,
            games=games,
        )

        return rating_history_entry

