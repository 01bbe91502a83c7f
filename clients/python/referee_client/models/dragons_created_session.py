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
  from ..models.dragons_view import DragonsView
  from ..models.seat_secret import SeatSecret





T = TypeVar("T", bound="DragonsCreatedSession")



@_attrs_define
class DragonsCreatedSession:
    """ 
        Attributes:
            id (str): A session id (32 lowercase hex digits).
            game (Literal['dragons']):
            version (int): The session version (the number of moves applied); its ETag is the same number, quoted.
            admin_token (None | str): Shown once; stored only as a hash. Null in a replay that withholds tokens.
            seats (list[SeatSecret]):
            seed_commitment (str): HMAC-SHA256 (hex) of the UTF-8 seed, keyed with the 256-bit salt revealed with the seed
                when the game is over (History.seed_salt).
            expires_at (int): Unix time when the session expires unless a move comes first.
            options (DragonsOptions): Dragons options (docs/rules/dragons.md §5).
            status (SessionStatus): waiting - created with open seats, no move yet; active - being played; finished - over
                (by the rules, a resignation, an abandonment or a timeout).
            to_act (list[int]):
            view (DragonsView): The same for every seat and spectators (perfect information).
            tokens_withheld (bool | Unset): In an idempotent replay on a server without REFEREE_SECRET_KEY: the tokens are
                not given again (null).
            invite (None | str | Unset): With open seats - the invite code for POST …/join, shown once (stored only as a
                hash; null in a replay that withholds tokens).
            clock (Clock | Unset): The session's clocks at `now` (Unix seconds, ms precision). A running seat's deadline is
                fixed until the session's next version; `remaining` is as of `now`. When a deadline passes, the next request
                that touches the session applies the game's timeout rule (as of the deadline) before anything else.
            rated (bool | Unset): Present (true) for a rated session.
     """

    id: str
    game: Literal['dragons']
    version: int
    admin_token: None | str
    seats: list[SeatSecret]
    seed_commitment: str
    expires_at: int
    options: DragonsOptions
    status: SessionStatus
    to_act: list[int]
    view: DragonsView
    tokens_withheld: bool | Unset = UNSET
    invite: None | str | Unset = UNSET
    clock: Clock | Unset = UNSET
    rated: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.dragons_options import DragonsOptions # noqa: PLC0415
        from ..models.dragons_view import DragonsView # noqa: PLC0415
        from ..models.seat_secret import SeatSecret # noqa: PLC0415
        id = self.id

        game = self.game

        version = self.version

        admin_token: None | str
        admin_token = self.admin_token

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment = self.seed_commitment

        expires_at = self.expires_at

        options = self.options.to_dict()

        status = self.status.value

        to_act = self.to_act



        view = self.view.to_dict()

        tokens_withheld = self.tokens_withheld

        invite: None | str | Unset
        if isinstance(self.invite, Unset):
            invite = UNSET
        else:
            invite = self.invite

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "game": game,
            "version": version,
            "admin_token": admin_token,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "expires_at": expires_at,
            "options": options,
            "status": status,
            "to_act": to_act,
            "view": view,
        })
        if tokens_withheld is not UNSET:
            field_dict["tokens_withheld"] = tokens_withheld
        if invite is not UNSET:
            field_dict["invite"] = invite
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.dragons_options import DragonsOptions # noqa: PLC0415
        from ..models.dragons_view import DragonsView # noqa: PLC0415
        from ..models.seat_secret import SeatSecret # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        version = d.pop("version")

        def _parse_admin_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        admin_token = _parse_admin_token(d.pop("admin_token"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatSecret.from_dict(seats_item_data)



            seats.append(seats_item)


        seed_commitment = d.pop("seed_commitment")

        expires_at = d.pop("expires_at")

        options = DragonsOptions.from_dict(d.pop("options"))




        status = SessionStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        view = DragonsView.from_dict(d.pop("view"))




        tokens_withheld = d.pop("tokens_withheld", UNSET)

        def _parse_invite(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        invite = _parse_invite(d.pop("invite", UNSET))


        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        rated = d.pop("rated", UNSET)

        dragons_created_session = cls(
            id=id,
            game=game,
            version=version,
            admin_token=admin_token,
            seats=seats,
            seed_commitment=seed_commitment,
            expires_at=expires_at,
            options=options,
            status=status,
            to_act=to_act,
            view=view,
            tokens_withheld=tokens_withheld,
            invite=invite,
            clock=clock,
            rated=rated,
        )

        return dragons_created_session

