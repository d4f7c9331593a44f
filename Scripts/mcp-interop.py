#!/usr/bin/env python3
"""Drives `kith mcp` with the reference Python MCP client (pip install mcp), as an LLM host would.

usage: Scripts/mcp-interop.py KITH STORE   (the store holds Examples/contacts.vcf)
Prints each step and exits 1 on the first surprise.
"""
import asyncio
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


async def main(kith: str, store: str) -> None:
    params = StdioServerParameters(command=kith, args=["--store", store, "mcp"], env={"HOME": "/tmp"})
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            print("protocol", init.protocolVersion, "server", init.serverInfo.name)
            tools = await session.list_tools()
            names = [tool.name for tool in tools.tools]
            print("tools", names)
            assert names == ["search_contacts", "get_contact", "ask"], names
            found = await session.call_tool("search_contacts", {"query": "john"})
            print("search", found.structuredContent["status"], len(found.structuredContent["results"]))
            assert found.structuredContent["status"] == "ambiguous"
            uid = found.structuredContent["results"][0]["uid"]
            card = await session.call_tool("get_contact", {"id": uid})
            print("get_contact", card.structuredContent["name"])
            turn = await session.call_tool("ask", {"text": "text John about dinner", "session": "py"})
            print("ask", turn.structuredContent["state"], turn.structuredContent["reply"][:40])
            assert turn.structuredContent["state"] == "awaiting_choice"
            turn = await session.call_tool("ask", {"text": "the one at Acme", "session": "py"})
            turn = await session.call_tool("ask", {"text": "yes", "session": "py"})
            print("ask yes", turn.structuredContent["action"]["type"])
            assert turn.structuredContent["action"]["type"] == "message_sent"
            bad = await session.call_tool("get_contact", {"id": "nope"})
            print("error", bad.isError, bad.structuredContent["error"]["code"])
            assert bad.isError


asyncio.run(main(sys.argv[1], sys.argv[2]))
