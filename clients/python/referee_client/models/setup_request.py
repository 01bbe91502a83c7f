from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_options import DragonsOptions
  from ..models.dragons_wild_options import DragonsWildOptions
  from ..models.open_seat import OpenSeat
  from ..models.palace_options import PalaceOptions
  from ..models.player_entry_type_1 import PlayerEntryType1
  from ..models.player_entry_type_2 import PlayerEntryType2
  from ..models.red_dragon_options import RedDragonOptions
  from ..models.reds_options import RedsOptions





T = TypeVar("T", bound="SetupRequest")



@_attrs_define
class SetupRequest:
    """ 
        Attributes:
            players (int | list[OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str]): A player count, or the players'
                names (one per seat, seat 0 first).
            options (DragonsOptions | DragonsWildOptions | None | PalaceOptions | RedDragonOptions | RedsOptions | Unset):
                Options of the game named in the path (`<Game>Options`); null or omitted means the defaults. Unknown options are
                refused.
            seed (None | str | Unset): A seed for the shuffles (any string); random when omitted. Its commitment is
                published at creation.
     """

    players: int | list[OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str]
    options: DragonsOptions | DragonsWildOptions | None | PalaceOptions | RedDragonOptions | RedsOptions | Unset = UNSET
    seed: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_options import DragonsOptions # noqa: PLC0415
        from ..models.dragons_wild_options import DragonsWildOptions # noqa: PLC0415
        from ..models.open_seat import OpenSeat # noqa: PLC0415
        from ..models.palace_options import PalaceOptions # noqa: PLC0415
        from ..models.player_entry_type_1 import PlayerEntryType1 # noqa: PLC0415
        from ..models.player_entry_type_2 import PlayerEntryType2 # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        from ..models.reds_options import RedsOptions # noqa: PLC0415
        players: int | list[dict[str, Any] | str]
        if isinstance(self.players, list):
            players = []
            for componentsschemas_players_type_1_item_data in self.players:
                componentsschemas_players_type_1_item: dict[str, Any] | str
                if isinstance(componentsschemas_players_type_1_item_data, PlayerEntryType1):
                    componentsschemas_players_type_1_item = componentsschemas_players_type_1_item_data.to_dict()
                elif isinstance(componentsschemas_players_type_1_item_data, PlayerEntryType2):
                    componentsschemas_players_type_1_item = componentsschemas_players_type_1_item_data.to_dict()
                elif isinstance(componentsschemas_players_type_1_item_data, OpenSeat):
                    componentsschemas_players_type_1_item = componentsschemas_players_type_1_item_data.to_dict()
                else:
                    componentsschemas_players_type_1_item = componentsschemas_players_type_1_item_data
                players.append(componentsschemas_players_type_1_item)


        else:
            players = self.players

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, DragonsOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, DragonsWildOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, PalaceOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, RedDragonOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, RedsOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_options import DragonsOptions # noqa: PLC0415
        from ..models.dragons_wild_options import DragonsWildOptions # noqa: PLC0415
        from ..models.open_seat import OpenSeat # noqa: PLC0415
        from ..models.palace_options import PalaceOptions # noqa: PLC0415
        from ..models.player_entry_type_1 import PlayerEntryType1 # noqa: PLC0415
        from ..models.player_entry_type_2 import PlayerEntryType2 # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        from ..models.reds_options import RedsOptions # noqa: PLC0415
        d = dict(src_dict)
        def _parse_players(data: object) -> int | list[OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_players_type_1 = []
                _componentsschemas_players_type_1 = data
                for componentsschemas_players_type_1_item_data in (_componentsschemas_players_type_1):
                    def _parse_componentsschemas_players_type_1_item(data: object) -> OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str:
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

                    componentsschemas_players_type_1_item = _parse_componentsschemas_players_type_1_item(componentsschemas_players_type_1_item_data)

                    componentsschemas_players_type_1.append(componentsschemas_players_type_1_item)

                return componentsschemas_players_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[OpenSeat | PlayerEntryType1 | PlayerEntryType2 | str], data)

        players = _parse_players(d.pop("players"))


        def _parse_options(data: object) -> DragonsOptions | DragonsWildOptions | None | PalaceOptions | RedDragonOptions | RedsOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_options_type_0 = DragonsOptions.from_dict(data)



                return componentsschemas_any_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_options_type_1 = DragonsWildOptions.from_dict(data)



                return componentsschemas_any_options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_options_type_2 = PalaceOptions.from_dict(data)



                return componentsschemas_any_options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_options_type_3 = RedDragonOptions.from_dict(data)



                return componentsschemas_any_options_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_options_type_4 = RedsOptions.from_dict(data)



                return componentsschemas_any_options_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsOptions | DragonsWildOptions | None | PalaceOptions | RedDragonOptions | RedsOptions | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        setup_request = cls(
            players=players,
            options=options,
            seed=seed,
        )

        return setup_request

