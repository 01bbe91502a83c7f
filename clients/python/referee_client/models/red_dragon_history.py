from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_status import SessionStatus
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.red_dragon_history_entry import RedDragonHistoryEntry
  from ..models.red_dragon_options import RedDragonOptions





T = TypeVar("T", bound="RedDragonHistory")



@_attrs_define
class RedDragonHistory:
    """ 
        Attributes:
            id (str): A session id (32 lowercase hex digits).
            game (Literal['red_dragon']):
            rules_version (None | str):
            players (int): The number of seats.
            options (RedDragonOptions):
            seed_commitment (str): HMAC-SHA256 (hex) of the UTF-8 seed, keyed with the 256-bit salt revealed with the seed
                when the game is over (History.seed_salt).
            seed (None | str): Revealed once the game is over.
            seed_salt (None | str): The commitment key (64 hex digits), revealed with the seed: seed_commitment = HMAC-
                SHA256(key=bytes.fromhex(seed_salt), msg=seed as UTF-8).
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            entries (list[RedDragonHistoryEntry]):
     """

    id: str
    game: Literal['red_dragon']
    rules_version: None | str
    players: int
    options: RedDragonOptions
    seed_commitment: str
    seed: None | str
    seed_salt: None | str
    status: SessionStatus
    version: int
    entries: list[RedDragonHistoryEntry]





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_history_entry import RedDragonHistoryEntry # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        id = self.id

        game = self.game

        rules_version: None | str
        rules_version = self.rules_version

        players = self.players

        options = self.options.to_dict()

        seed_commitment = self.seed_commitment

        seed: None | str
        seed = self.seed

        seed_salt: None | str
        seed_salt = self.seed_salt

        status = self.status.value

        version = self.version

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "rules_version": rules_version,
            "players": players,
            "options": options,
            "seed_commitment": seed_commitment,
            "seed": seed,
            "seed_salt": seed_salt,
            "status": status,
            "version": version,
            "entries": entries,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_history_entry import RedDragonHistoryEntry # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        def _parse_rules_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rules_version = _parse_rules_version(d.pop("rules_version"))


        players = d.pop("players")

        options = RedDragonOptions.from_dict(d.pop("options"))




        seed_commitment = d.pop("seed_commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        def _parse_seed_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_salt = _parse_seed_salt(d.pop("seed_salt"))


        status = SessionStatus(d.pop("status"))




        version = d.pop("version")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = RedDragonHistoryEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        red_dragon_history = cls(
            id=id,
            game=game,
            rules_version=rules_version,
            players=players,
            options=options,
            seed_commitment=seed_commitment,
            seed=seed,
            seed_salt=seed_salt,
            status=status,
            version=version,
            entries=entries,
        )

        return red_dragon_history

