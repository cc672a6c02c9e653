"""tabls driven by a real LSP client (pytest-lsp / pygls): lifecycle, document sync, diagnostics, completion,
hover, definition, code actions, inlay hints, colours, references, rename and the custom requests. Needs the built binary: TABLS=path/to/tabls (default
.build/debug/tabls from the repository root)."""

import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

REPO = pathlib.Path(__file__).resolve().parents[3]
TABLS = os.environ.get("TABLS", str(REPO / ".build" / "debug" / "tabls"))
DEMO = REPO / "Examples" / "DemoApp"
MAIN = DEMO / "Sources" / "ObjC" / "MainTabBarController.m"


# What a full-featured editor declares (VS Code's choices for the features tabls serves).
FULL = types.ClientCapabilities(
    window=types.WindowClientCapabilities(work_done_progress=True),
    workspace=types.WorkspaceClientCapabilities(
        apply_edit=True,
        workspace_edit=types.WorkspaceEditClientCapabilities(
            document_changes=True, resource_operations=[types.ResourceOperationKind.Rename]
        ),
    ),
    text_document=types.TextDocumentClientCapabilities(
        hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown, types.MarkupKind.PlainText]),
        completion=types.CompletionClientCapabilities(
            completion_item=types.ClientCompletionItemOptions(
                snippet_support=True, documentation_format=[types.MarkupKind.Markdown]
            ),
            completion_item_kind=types.ClientCompletionItemOptionsKind(value_set=list(types.CompletionItemKind)),
        ),
        document_symbol=types.DocumentSymbolClientCapabilities(
            hierarchical_document_symbol_support=True,
            symbol_kind=types.ClientSymbolKindOptions(value_set=list(types.SymbolKind)),
        ),
        code_action=types.CodeActionClientCapabilities(
            code_action_literal_support=types.ClientCodeActionLiteralOptions(
                code_action_kind=types.ClientCodeActionKindOptions(value_set=list(types.CodeActionKind))
            ),
            is_preferred_support=True,
        ),
        document_link=types.DocumentLinkClientCapabilities(tooltip_support=True),
        inlay_hint=types.InlayHintClientCapabilities(),
        color_provider=types.DocumentColorClientCapabilities(),
        rename=types.RenameClientCapabilities(prepare_support=True),
        publish_diagnostics=types.PublishDiagnosticsClientCapabilities(
            version_support=True, code_description_support=True, data_support=True
        ),
    ),
)


async def start(lsp_client: LanguageClient, capabilities: types.ClientCapabilities):
    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            root_uri=DEMO.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=DEMO.as_uri(), name="DemoApp")],
        )
    )
    lsp_client.server_capabilities = result.capabilities


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[TABLS, "lsp"]))
async def client(lsp_client: LanguageClient):
    await start(lsp_client, FULL)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[TABLS, "lsp"]))
async def minimal(lsp_client: LanguageClient):
    """A client whose capabilities are `{}`: it may be sent only what every client takes."""
    await start(lsp_client, types.ClientCapabilities())
    yield
    await lsp_client.shutdown_session()


def position(line: int, character: int) -> types.Position:
    return types.Position(line=line, character=character)


async def open_main(client: LanguageClient) -> str:
    uri = MAIN.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="objective-c", version=1, text=MAIN.read_text(encoding="utf-8")
            )
        )
    )
    # TAB105 needs the workspace index: once it is there, the server has indexed the demo app.
    for _ in range(50):
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if any(d.code == "TAB105" for d in client.diagnostics.get(uri, [])):
            break
    return uri


async def test_capabilities(client: LanguageClient):
    capabilities = client.server_capabilities
    assert capabilities.hover_provider
    assert capabilities.definition_provider
    assert capabilities.document_symbol_provider
    assert set(capabilities.code_action_provider.code_action_kinds) == {"quickfix", "source.fixAll.tabls"}
    assert list(capabilities.execute_command_provider.commands) == ["tabls.previewTabBar", "tabls.applyEdit", "tabls.status"]


async def test_diagnostics_and_incremental_sync(client: LanguageClient):
    uri = await open_main(client)
    codes = {d.code for d in client.diagnostics[uri]}
    assert {"TAB101", "TAB105", "TAB106"} <= codes
    # Fix the typo'd key by an incremental edit: TAB101 goes away in the next publication.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=position(37, 8), end=position(37, 26)), text="CYLTabBarItemTitle"
                )
            ],
        )
    )
    for _ in range(20):
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if "TAB101" not in {d.code for d in client.diagnostics[uri]}:
            break
    assert "TAB101" not in {d.code for d in client.diagnostics[uri]}


async def test_completion_hover_definition(client: LanguageClient):
    uri = await open_main(client)
    document = types.TextDocumentIdentifier(uri=uri)
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=document, position=position(25, 32))
    )
    items = completion.items if hasattr(completion, "items") else completion
    assert "home_normal" in {item.label for item in items}

    hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=position(25, 12)))
    assert "CYLTabBarItemImage" in hover.contents.value

    line = MAIN.read_text(encoding="utf-8").splitlines()[24]
    column = len(line[: line.index("首页")].encode("utf-16-le")) // 2
    locations = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=position(24, column))
    )
    assert len(locations) >= 2
    assert all(location.uri.endswith(".strings") for location in locations)


async def test_code_actions(client: LanguageClient):
    uri = await open_main(client)
    document = types.TextDocumentIdentifier(uri=uri)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=document,
            range=types.Range(start=position(37, 9), end=position(37, 9)),
            context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.QuickFix]),
        )
    )
    assert actions, "a quick fix for the typo'd key"
    edit = actions[0].edit.changes[uri][0]
    assert edit.new_text == "CYLTabBarItemTitle"
    fix_all = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=document,
            range=types.Range(start=position(0, 0), end=position(0, 0)),
            context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.SourceFixAll]),
        )
    )
    assert [action.kind for action in fix_all] == ["source.fixAll.tabls"]


async def test_custom_requests(client: LanguageClient):
    uri = await open_main(client)
    preview = await client.protocol.send_request_async(
        "tabls/preview", {"uri": uri, "position": {"line": 24, "character": 8}, "format": "ascii"}
    )
    assert "首页" in preview.text
    png = await client.protocol.send_request_async(
        "tabls/preview", {"uri": uri, "position": {"line": 24, "character": 8}, "format": "png", "scale": 1}
    )
    assert png.width == 402 and png.png.startswith("iVBORw0KGgo")  # iOS 27: a current iPhone (17 Pro)
    layout = await client.protocol.send_request_async(
        "tabls/layout", {"spec": {"device": "iPhone 15", "items": [{"title": "A"}, {"title": "B"}]}}
    )
    assert len(layout.items) == 2
    keypaths = await client.protocol.send_request_async(
        "tabls/keypaths", {"uri": (DEMO / "Lottie" / "tab_fishpond.json").as_uri(), "match": "**.Color"}
    )
    assert keypaths.count > 0
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert lenses[0].command.command == "tabls.previewTabBar"


async def test_hints_colours_references_and_rename(client: LanguageClient):
    capabilities = client.server_capabilities
    assert capabilities.inlay_hint_provider and capabilities.color_provider and capabilities.references_provider
    assert capabilities.rename_provider.prepare_provider
    uri = await open_main(client)
    document = types.TextDocumentIdentifier(uri=uri)
    lines = MAIN.read_text(encoding="utf-8").splitlines()
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(text_document=document, range=types.Range(start=position(0, 0), end=position(len(lines), 0)))
    )
    assert any(str(hint.label).startswith("= ") for hint in hints)

    swift = DEMO / "Sources" / "Swift" / "DiscoverTabBarController.swift"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=swift.as_uri(), language_id="swift", version=1, text=swift.read_text(encoding="utf-8")
            )
        )
    )
    swift_document = types.TextDocumentIdentifier(uri=swift.as_uri())
    colors = await client.text_document_document_color_async(types.DocumentColorParams(text_document=swift_document))
    assert [c.range.start.line for c in colors] == [22, 23, 24] and colors[0].color.red == 1.0
    presentations = await client.text_document_color_presentation_async(
        types.ColorPresentationParams(
            text_document=swift_document, color=types.Color(red=0.2, green=0.4, blue=1.0, alpha=1.0), range=colors[0].range
        )
    )
    assert presentations[0].label == "UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)"

    line = next(i for i, text in enumerate(lines) if '@"message_highlight"' in text)
    at = position(line, lines[line].index('@"message_highlight"') + 3)
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=document, position=at, context=types.ReferenceContext(include_declaration=True)
        )
    )
    assert any(r.uri == uri for r in references)
    assert any(r.uri.endswith("message_highlight.imageset/Contents.json") for r in references)
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=document, position=at)
    )
    assert prepared.placeholder == "message_highlight"
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=document, position=at, new_name="chat_highlight")
    )
    folders = sorted(
        pathlib.PurePosixPath(change.new_uri).name
        for change in edit.document_changes
        if isinstance(change, types.RenameFile)
    )
    assert folders == ["chat_highlight.imageset", "chat_highlight_dark.imageset"]
    edits = [change for change in edit.document_changes if isinstance(change, types.TextDocumentEdit)]
    assert any(change.text_document.uri == uri and change.text_document.version == 1 for change in edits)


async def test_minimal_client_gets_nothing_undeclared(minimal: LanguageClient):
    uri = await open_main(minimal)
    for diagnostic in minimal.diagnostics[uri]:
        assert diagnostic.code_description is None and diagnostic.data is None
    document = types.TextDocumentIdentifier(uri=uri)
    hover = await minimal.text_document_hover_async(types.HoverParams(text_document=document, position=position(25, 12)))
    assert hover.contents.kind == types.MarkupKind.PlainText
    assert "**" not in hover.contents.value and "`" not in hover.contents.value
    completion = await minimal.text_document_completion_async(
        types.CompletionParams(text_document=document, position=position(25, 32))
    )
    assert completion.items and all(item.kind is None or int(item.kind) <= 18 for item in completion.items)
    assert all(item.insert_text_format in (None, types.InsertTextFormat.PlainText) for item in completion.items)
    symbols = await minimal.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
    assert symbols and all(isinstance(symbol, types.SymbolInformation) for symbol in symbols)
    assert all(int(symbol.kind) <= 18 for symbol in symbols)
    actions = await minimal.text_document_code_action_async(
        types.CodeActionParams(
            text_document=document,
            range=types.Range(start=position(37, 9), end=position(37, 9)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert not actions, "no code action literals and no workspace/applyEdit: nothing can be offered"
    links = await minimal.text_document_document_link_async(types.DocumentLinkParams(text_document=document))
    assert links and all(link.tooltip is None for link in links)
