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
  from ..models.dragons_wild_options import DragonsWildOptions
  from ..models.dragons_wild_outcome import DragonsWildOutcome
  from ..models.dragons_wild_view import DragonsWildView
  from ..models.player_name import PlayerName





T = TypeVar("T", bound="DragonsWildSession")



@_attrs_define
class DragonsWildSession:
    """ 
        Attributes:
            id (str): A session id (32 lowercase hex digits).
            game (Literal['dragons_wild']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            status (SessionStatus):
            to_act (list[int]):
            seat (int | None): The bearer's seat; null for a spectator.
            players (list[PlayerName]):
            options (DragonsWildOptions): Dragons Wild options (docs/rules/dragons_wild.md, "Options").
            expires_at (int): Unix time when the session expires: idle sessions after SESSION_TTL_SECONDS, finished ones
                FINISHED_SESSION_TTL_SECONDS after their last move.
            view (DragonsWildView): What one seat (or a spectator, viewer null) may see.
            outcome (DragonsWildOutcome | None): Null while the game runs.
     """

    id: str
    game: Literal['dragons_wild']
    version: int
    status: SessionStatus
    to_act: list[int]
    seat: int | None
    players: list[PlayerName]
    options: DragonsWildOptions
    expires_at: int
    view: DragonsWildView
    outcome: DragonsWildOutcome | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_options import DragonsWildOptions # noqa: PLC0415
        from ..models.dragons_wild_outcome import DragonsWildOutcome # noqa: PLC0415
        from ..models.dragons_wild_view import DragonsWildView # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        id = self.id

        game = self.game

        version = self.version

        status = self.status.value

        to_act = self.to_act



        seat: int | None
        seat = self.seat

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        options = self.options.to_dict()

        expires_at = self.expires_at

        view = self.view.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DragonsWildOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "version": version,
            "status": status,
            "to_act": to_act,
            "seat": seat,
            "players": players,
            "options": options,
            "expires_at": expires_at,
            "view": view,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_options import DragonsWildOptions # noqa: PLC0415
        from ..models.dragons_wild_outcome import DragonsWildOutcome # noqa: PLC0415
        from ..models.dragons_wild_view import DragonsWildView # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal['dragons_wild'] , d.pop("game"))
        if game != 'dragons_wild':
            raise ValueError(f"game must match const 'dragons_wild', got '{game}'")

        version = d.pop("version")

        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerName.from_dict(players_item_data)



            players.append(players_item)


        options = DragonsWildOptions.from_dict(d.pop("options"))




        expires_at = d.pop("expires_at")

        view = DragonsWildView.from_dict(d.pop("view"))




        def _parse_outcome(data: object) -> DragonsWildOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsWildOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsWildOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        dragons_wild_session = cls(
            id=id,
            game=game,
            version=version,
            status=status,
            to_act=to_act,
            seat=seat,
            players=players,
            options=options,
            expires_at=expires_at,
            view=view,
            outcome=outcome,
        )

        return dragons_wild_session

