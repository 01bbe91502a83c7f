from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from typing import cast

if TYPE_CHECKING:
  from ..models.options_json_schema import OptionsJsonSchema
  from ..models.player_range import PlayerRange





T = TypeVar("T", bound="GameEntry")



@_attrs_define
class GameEntry:
    """ 
        Attributes:
            id (GameId): A game id.
            title (str):
            summary (str):
            players (PlayerRange):
            options (OptionsJsonSchema): A JSON Schema (draft 2020-12) of the game's options, `{"type": "object",
                "additionalProperties": false, "properties": {...}}`: each option with its type, allowed values and default. The
                same options are described as `<Game>Options` here.
            rules_version (str):
            rules_document (str): The rules text, a path in the repository (docs/rules/<game>.md).
     """

    id: GameId
    title: str
    summary: str
    players: PlayerRange
    options: OptionsJsonSchema
    rules_version: str
    rules_document: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.options_json_schema import OptionsJsonSchema # noqa: PLC0415
        from ..models.player_range import PlayerRange # noqa: PLC0415
        id = self.id.value

        title = self.title

        summary = self.summary

        players = self.players.to_dict()

        options = self.options.to_dict()

        rules_version = self.rules_version

        rules_document = self.rules_document


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "title": title,
            "summary": summary,
            "players": players,
            "options": options,
            "rules_version": rules_version,
            "rules_document": rules_document,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.options_json_schema import OptionsJsonSchema # noqa: PLC0415
        from ..models.player_range import PlayerRange # noqa: PLC0415
        d = dict(src_dict)
        id = GameId(d.pop("id"))




        title = d.pop("title")

        summary = d.pop("summary")

        players = PlayerRange.from_dict(d.pop("players"))




        options = OptionsJsonSchema.from_dict(d.pop("options"))




        rules_version = d.pop("rules_version")

        rules_document = d.pop("rules_document")

        game_entry = cls(
            id=id,
            title=title,
            summary=summary,
            players=players,
            options=options,
            rules_version=rules_version,
            rules_document=rules_document,
        )

        return game_entry

