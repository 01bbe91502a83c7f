from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_status import SessionStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.dragons_options import DragonsOptions
  from ..models.dragons_outcome import DragonsOutcome
  from ..models.dragons_view import DragonsView
  from ..models.ended_outcome import EndedOutcome
  from ..models.player_name import PlayerName





T = TypeVar("T", bound="DragonsSession")



@_attrs_define
class DragonsSession:
    """ 
        Attributes:
            id (str): A session id (32 lowercase hex digits).
            game (Literal['dragons']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
            seat (int | None): The bearer's seat; null for a spectator.
            players (list[PlayerName]):
            options (DragonsOptions): Dragons options (docs/rules/dragons.md §5).
            expires_at (int): Unix time when the session expires: idle sessions after SESSION_TTL_SECONDS, finished ones
                FINISHED_SESSION_TTL_SECONDS after their last move.
            view (DragonsView): The same for every seat and spectators (perfect information).
            outcome (DragonsOutcome | EndedOutcome | None): Null while the game runs.
            clock (Clock | Unset): The session's clocks at `now` (Unix seconds, ms precision). A running seat's deadline is
                fixed until the session's next version; `remaining` is as of `now`. When a deadline passes, the next request
                that touches the session applies the game's timeout rule (as of the deadline) before anything else.
            rated (bool | Unset): Present (true) for a rated session.
     """

    id: str
    game: Literal['dragons']
    version: int
    status: SessionStatus
    to_act: list[int]
    seat: int | None
    players: list[PlayerName]
    options: DragonsOptions
    expires_at: int
    view: DragonsView
    outcome: DragonsOutcome | EndedOutcome | None
    clock: Clock | Unset = UNSET
    rated: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.dragons_options import DragonsOptions # noqa: PLC0415
        from ..models.dragons_outcome import DragonsOutcome # noqa: PLC0415
        from ..models.dragons_view import DragonsView # noqa: PLC0415
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
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
        if isinstance(self.outcome, DragonsOutcome):
            outcome = self.outcome.to_dict()
        elif isinstance(self.outcome, EndedOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        rated = self.rated


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
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.dragons_options import DragonsOptions # noqa: PLC0415
        from ..models.dragons_outcome import DragonsOutcome # noqa: PLC0415
        from ..models.dragons_view import DragonsView # noqa: PLC0415
        from ..models.ended_outcome import EndedOutcome # noqa: PLC0415
        from ..models.player_name import PlayerName # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

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


        options = DragonsOptions.from_dict(d.pop("options"))




        expires_at = d.pop("expires_at")

        view = DragonsView.from_dict(d.pop("view"))




        def _parse_outcome(data: object) -> DragonsOutcome | EndedOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_1 = EndedOutcome.from_dict(data)



                return outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsOutcome | EndedOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        rated = d.pop("rated", UNSET)

        dragons_session = cls(
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
            clock=clock,
            rated=rated,
        )

        return dragons_session

