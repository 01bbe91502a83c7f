from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_status import SessionStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_options import DragonsOptions
  from ..models.player_name import PlayerName





T = TypeVar("T", bound="DragonsSessionCreatedEventData")



@_attrs_define
class DragonsSessionCreatedEventData:
    """ 
        Attributes:
            players (list[PlayerName]):
            options (DragonsOptions): Dragons options (docs/rules/dragons.md §5).
            seed_commitment (str): HMAC-SHA256 (hex) of the UTF-8 seed, keyed with the 256-bit salt revealed with the seed
                when the game is over (History.seed_salt).
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
     """

    players: list[PlayerName]
    options: DragonsOptions
    seed_commitment: str
    status: SessionStatus
    to_act: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_options import DragonsOptions # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        options = self.options.to_dict()

        seed_commitment = self.seed_commitment

        status = self.status.value

        to_act = self.to_act




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "options": options,
            "seed_commitment": seed_commitment,
            "status": status,
            "to_act": to_act,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_options import DragonsOptions # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerName.from_dict(players_item_data)



            players.append(players_item)


        options = DragonsOptions.from_dict(d.pop("options"))




        seed_commitment = d.pop("seed_commitment")

        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        dragons_session_created_event_data = cls(
            players=players,
            options=options,
            seed_commitment=seed_commitment,
            status=status,
            to_act=to_act,
        )

        return dragons_session_created_event_data

