from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.clock_control_type_0 import ClockControlType0
  from ..models.clock_control_type_1 import ClockControlType1
  from ..models.open_seat import OpenSeat
  from ..models.player_entry_type_1 import PlayerEntryType1
  from ..models.player_entry_type_2 import PlayerEntryType2
  from ..models.red_dragon_options import RedDragonOptions





T = TypeVar("T", bound="RedDragonCreateSessionRequest")



@_attrs_define
class RedDragonCreateSessionRequest:
    """ 
        Attributes:
            game (Literal['red_dragon']):
            players (int | list[OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str]): Red Dragon is for 2–8 players -
                their number, or their names (one per seat, seat 0 first), where an OpenSeat leaves a seat open for a player to
                join with the invite code.
            options (None | RedDragonOptions | Unset): The options; null or omitted means the defaults. Unknown options are
                refused.
            seed (None | str | Unset): A seed for the shuffles (any string); random when omitted. Its commitment is
                published at creation.
            clock (ClockControlType0 | ClockControlType1 | None | Unset): An optional time control (null or omitted - none).
            rated (bool | None | Unset): True - a rated session (API key only; every seat has a distinct `player`; no open
                seats; no bot seats unless the tenant rates bots): when it finishes (not when it is abandoned) each player's
                rating of the game is updated once (docs/ratings.md).
     """

    game: Literal['red_dragon']
    players: int | list[OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str]
    options: None | RedDragonOptions | Unset = UNSET
    seed: None | str | Unset = UNSET
    clock: ClockControlType0 | ClockControlType1 | None | Unset = UNSET
    rated: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_control_type_0 import ClockControlType0 # noqa: PLC0415
        from ..models.clock_control_type_1 import ClockControlType1 # noqa: PLC0415
        from ..models.open_seat import OpenSeat # noqa: PLC0415
        from ..models.player_entry_type_1 import PlayerEntryType1 # noqa: PLC0415
        from ..models.player_entry_type_2 import PlayerEntryType2 # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        game = self.game

        players: int | list[dict[str, Any] | str]
        if isinstance(self.players, list):
            players = []
            for componentsschemas_red_dragon_players_type_1_item_data in self.players:
                componentsschemas_red_dragon_players_type_1_item: dict[str, Any] | str
                if isinstance(componentsschemas_red_dragon_players_type_1_item_data, PlayerEntryType1):
                    componentsschemas_red_dragon_players_type_1_item = componentsschemas_red_dragon_players_type_1_item_data.to_dict()
                elif isinstance(componentsschemas_red_dragon_players_type_1_item_data, PlayerEntryType2):
                    componentsschemas_red_dragon_players_type_1_item = componentsschemas_red_dragon_players_type_1_item_data.to_dict()
                elif isinstance(componentsschemas_red_dragon_players_type_1_item_data, OpenSeat):
                    componentsschemas_red_dragon_players_type_1_item = componentsschemas_red_dragon_players_type_1_item_data.to_dict()
                else:
                    componentsschemas_red_dragon_players_type_1_item = componentsschemas_red_dragon_players_type_1_item_data
                players.append(componentsschemas_red_dragon_players_type_1_item)


        else:
            players = self.players

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, RedDragonOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockControlType0):
            clock = self.clock.to_dict()
        elif isinstance(self.clock, ClockControlType1):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        rated: bool | None | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_control_type_0 import ClockControlType0 # noqa: PLC0415
        from ..models.clock_control_type_1 import ClockControlType1 # noqa: PLC0415
        from ..models.open_seat import OpenSeat # noqa: PLC0415
        from ..models.player_entry_type_1 import PlayerEntryType1 # noqa: PLC0415
        from ..models.player_entry_type_2 import PlayerEntryType2 # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        def _parse_players(data: object) -> int | list[OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_red_dragon_players_type_1 = []
                _componentsschemas_red_dragon_players_type_1 = data
                for componentsschemas_red_dragon_players_type_1_item_data in (_componentsschemas_red_dragon_players_type_1):
                    def _parse_componentsschemas_red_dragon_players_type_1_item(data: object) -> OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_player_entry_type_1 = PlayerEntryType1.from_dict(data)



                            return componentsschemas_player_entry_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_player_entry_type_2 = PlayerEntryType2.from_dict(data)



                            return componentsschemas_player_entry_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_player_entry_type_3 = OpenSeat.from_dict(data)



                            return componentsschemas_player_entry_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str, data)

                    componentsschemas_red_dragon_players_type_1_item = _parse_componentsschemas_red_dragon_players_type_1_item(componentsschemas_red_dragon_players_type_1_item_data)

                    componentsschemas_red_dragon_players_type_1.append(componentsschemas_red_dragon_players_type_1_item)

                return componentsschemas_red_dragon_players_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str], data)

        players = _parse_players(d.pop("players"))


        def _parse_options(data: object) -> None | RedDragonOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = RedDragonOptions.from_dict(data)



                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonOptions | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        def _parse_clock(data: object) -> ClockControlType0 | ClockControlType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_control_type_0 = ClockControlType0.from_dict(data)



                return componentsschemas_clock_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_control_type_1 = ClockControlType1.from_dict(data)



                return componentsschemas_clock_control_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockControlType0 | ClockControlType1 | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        def _parse_rated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))


        red_dragon_create_session_request = cls(
            game=game,
            players=players,
            options=options,
            seed=seed,
            clock=clock,
            rated=rated,
        )

        return red_dragon_create_session_request

