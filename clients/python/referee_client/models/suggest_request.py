from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_state import DragonsState
  from ..models.dragons_wild_state import DragonsWildState
  from ..models.palace_state import PalaceState
  from ..models.red_dragon_state import RedDragonState
  from ..models.reds_state import RedsState





T = TypeVar("T", bound="SuggestRequest")



@_attrs_define
class SuggestRequest:
    """ 
        Attributes:
            state (DragonsState | DragonsWildState | PalaceState | RedDragonState | RedsState): A full game state as
                setup/apply produce it (discriminated by `game`; see `<Game>State`).
            seat (int): A seat number (0 is the first player; no game has more than eight seats).
            bot (BotName | Unset): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game)
                or expert (information-set Monte Carlo tree search from the seat's view).
            level (int | None | Unset): The bot's level (it decides the bot); null or omitted for the bot's default.
            seed (None | str | Unset): Makes the bot's choice reproducible (any string); random when omitted.
     """

    state: DragonsState | DragonsWildState | PalaceState | RedDragonState | RedsState
    seat: int
    bot: BotName | Unset = UNSET
    level: int | None | Unset = UNSET
    seed: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_state import DragonsState # noqa: PLC0415
        from ..models.dragons_wild_state import DragonsWildState # noqa: PLC0415
        from ..models.palace_state import PalaceState # noqa: PLC0415
        from ..models.red_dragon_state import RedDragonState # noqa: PLC0415
        from ..models.reds_state import RedsState # noqa: PLC0415
        state: dict[str, Any]
        if isinstance(self.state, DragonsState):
            state = self.state.to_dict()
        elif isinstance(self.state, DragonsWildState):
            state = self.state.to_dict()
        elif isinstance(self.state, PalaceState):
            state = self.state.to_dict()
        elif isinstance(self.state, RedDragonState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()


        seat = self.seat

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        level: int | None | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        else:
            level = self.level

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "seat": seat,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if level is not UNSET:
            field_dict["level"] = level
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_state import DragonsState # noqa: PLC0415
        from ..models.dragons_wild_state import DragonsWildState # noqa: PLC0415
        from ..models.palace_state import PalaceState # noqa: PLC0415
        from ..models.red_dragon_state import RedDragonState # noqa: PLC0415
        from ..models.reds_state import RedsState # noqa: PLC0415
        d = dict(src_dict)
        def _parse_state(data: object) -> DragonsState | DragonsWildState | PalaceState | RedDragonState | RedsState:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_0 = DragonsState.from_dict(data)



                return componentsschemas_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_1 = DragonsWildState.from_dict(data)



                return componentsschemas_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_2 = PalaceState.from_dict(data)



                return componentsschemas_state_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_type_3 = RedDragonState.from_dict(data)



                return componentsschemas_state_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_state_type_4 = RedsState.from_dict(data)



            return componentsschemas_state_type_4

        state = _parse_state(d.pop("state"))


        seat = d.pop("seat")

        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        def _parse_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        level = _parse_level(d.pop("level", UNSET))


        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        suggest_request = cls(
            state=state,
            seat=seat,
            bot=bot,
            level=level,
            seed=seed,
        )

        return suggest_request

