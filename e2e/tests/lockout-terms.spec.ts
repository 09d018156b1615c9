{
  "config": {
    "argv": [
      "/usr/bin/node",
      "/work/main/node_modules/.bin/playwright",
      "test",
      "--config",
      "e2e/playwright.config.ts"
    ],
    "configFile": "/work/main/e2e/playwright.config.ts",
    "rootDir": "/work/main/e2e/tests",
    "failOnFlakyTests": false,
    "forbidOnly": true,
    "fullyParallel": false,
    "globalSetup": null,
    "globalTeardown": null,
    "globalTimeout": 0,
    "grep": {},
    "grepInvert": null,
    "maxFailures": 0,
    "metadata": {
      "actualWorkers": 1
    },
    "preserveOutput": "always",
    "projects": [
      {
        "outputDir": "/work/main/e2e/test-results",
        "repeatEach": 1,
        "retries": 0,
        "metadata": {
          "actualWorkers": 1
        },
        "id": "",
        "name": "",
        "testDir": "/work/main/e2e/tests",
        "testIgnore": [],
        "testMatch": [
          "**/*.@(spec|test).?(c|m)[jt]s?(x)"
        ],
        "timeout": 30000
      }
    ],
    "filteredProjects": [
      {
        "grep": {},
        "grepInvert": null,
        "outputDir": "/work/main/e2e/test-results",
        "repeatEach": 1,
        "retries": 0,
        "metadata": {
          "actualWorkers": 1
        },
        "name": "",
        "testDir": "/work/main/e2e/tests",
        "snapshotDir": "/work/main/e2e/tests",
        "testIgnore": [],
        "testMatch": "**/*.@(spec|test).?(c|m)[jt]s?(x)",
        "timeout": 30000,
        "use": {
          "baseURL": "http://127.0.0.1:40633",
          "launchOptions": {
            "executablePath": "/usr/bin/chromium",
            "args": [
              "--no-sandbox",
              "--disable-gpu",
              "--no-first-run",
              "--disable-background-networking",
              "--disable-component-update",
              "--disable-sync"
            ]
          }
        },
        "dependencies": [],
        "ignoreSnapshots": false,
        "__projectId": ""
      }
    ],
    "quiet": false,
    "reporter": [
      [
        "list",
        null
      ],
      [
        "json",
        null
      ]
    ],
    "reportSlowTests": {
      "max": 5,
      "threshold": 300000
    },
    "shard": null,
    "tags": [],
    "updateSnapshots": "default",
    "updateSourceMethod": "patch",
    "version": "1.65.1",
    "workers": 1,
    "webServer": {
      "command": "node /work/main/apps/server/dist/main.js",
      "url": "http://127.0.0.1:40633/api/health",
      "reuseExistingServer": false,
      "timeout": 60000,
      "env": {
        "PORT": "40633",
        "HOST": "127.0.0.1",
        "DATA_DIR": "/tmp/coffer-e2e-5HvIBq",
        "LOG_LEVEL": "warn",
        "NODE_ENV": "test",
        "DATABASE_URL": "",
        "AUTH_RATE_LIMIT_PER_MINUTE": "1000",
        "SCRYPT_COST": "14",
        "CHAIN_BLOCK_SECONDS": "0",
        "KYC_GATED_ACTIONS": "none"
      }
    }
  },
  "suites": [
    {
      "title": "auth.spec.ts",
      "file": "auth.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "sign up, log in with the emailed pin, stay logged in after a reload, log out",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 2802,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T07:59:48.809Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "d748ac400d08b85935ef-3dbb4b2dada6c40956b2",
          "file": "auth.spec.ts",
          "line": 30,
          "column": 1
        },
        {
          "title": "enable 2FA with a code from the secret, log out, log in with it",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 90000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 9051,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T07:59:51.863Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "d748ac400d08b85935ef-32ea3b15d7988b4393dc",
          "file": "auth.spec.ts",
          "line": 61,
          "column": 1
        },
        {
          "title": "reset a forgotten password from the emailed link, then log in with it",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1936,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:00.932Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "d748ac400d08b85935ef-38baa558fa320c80f266",
          "file": "auth.spec.ts",
          "line": 88,
          "column": 1
        },
        {
          "title": "the login link of the email, opened in a new page, finishes the login after the password",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1647,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:02.901Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "d748ac400d08b85935ef-3b005948687a840cd289",
          "file": "auth.spec.ts",
          "line": 114,
          "column": 1
        },
        {
          "title": "the sandbox outbox page lists the pin and its link",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1420,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:04.568Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "d748ac400d08b85935ef-65f7baf4daa3049c3193",
          "file": "auth.spec.ts",
          "line": 137,
          "column": 1
        }
      ],
      "suites": [
        {
          "title": "section 2 guard",
          "file": "auth.spec.ts",
          "line": 156,
          "column": 6,
          "specs": [
            {
              "title": "logged out on /auth/dashboard: root without flags, /start with a language, /login with ee",
              "ok": true,
              "tags": [],
              "tests": [
                {
                  "timeout": 30000,
                  "annotations": [],
                  "expectedStatus": "passed",
                  "projectId": "",
                  "projectName": "",
                  "results": [
                    {
                      "workerIndex": 0,
                      "parallelIndex": 0,
                      "status": "passed",
                      "duration": 1193,
                      "errors": [],
                      "stdout": [],
                      "stderr": [],
                      "retry": 0,
                      "startTime": "2026-11-28T08:00:06.003Z",
                      "annotations": [],
                      "attachments": []
                    }
                  ],
                  "status": "expected"
                }
              ],
              "id": "d748ac400d08b85935ef-bda99210b4d640b758c4",
              "file": "auth.spec.ts",
              "line": 157,
              "column": 3
            },
            {
              "title": "root goes to /start with ee or a language; public pages go to root without",
              "ok": true,
              "tags": [],
              "tests": [
                {
                  "timeout": 30000,
                  "annotations": [],
                  "expectedStatus": "passed",
                  "projectId": "",
                  "projectName": "",
                  "results": [
                    {
                      "workerIndex": 0,
                      "parallelIndex": 0,
                      "status": "passed",
                      "duration": 972,
                      "errors": [],
                      "stdout": [],
                      "stderr": [],
                      "retry": 0,
                      "startTime": "2026-11-28T08:00:07.209Z",
                      "annotations": [],
                      "attachments": []
                    }
                  ],
                  "status": "expected"
                }
              ],
              "id": "d748ac400d08b85935ef-4d498ee3ecf5bc4b35a6",
              "file": "auth.spec.ts",
              "line": 174,
              "column": 3
            },
            {
              "title": "logged in on /login or root goes to the dashboard",
              "ok": true,
              "tags": [],
              "tests": [
                {
                  "timeout": 30000,
                  "annotations": [],
                  "expectedStatus": "passed",
                  "projectId": "",
                  "projectName": "",
                  "results": [
                    {
                      "workerIndex": 0,
                      "parallelIndex": 0,
                      "status": "passed",
                      "duration": 1010,
                      "errors": [],
                      "stdout": [],
                      "stderr": [],
                      "retry": 0,
                      "startTime": "2026-11-28T08:00:08.191Z",
                      "annotations": [],
                      "attachments": []
                    }
                  ],
                  "status": "expected"
                }
              ],
              "id": "d748ac400d08b85935ef-c7c2a4d48f04ae8db4e2",
              "file": "auth.spec.ts",
              "line": 183,
              "column": 3
            },
            {
              "title": "an unknown path goes to /login",
              "ok": true,
              "tags": [],
              "tests": [
                {
                  "timeout": 30000,
                  "annotations": [],
                  "expectedStatus": "passed",
                  "projectId": "",
                  "projectName": "",
                  "results": [
                    {
                      "workerIndex": 0,
                      "parallelIndex": 0,
                      "status": "passed",
                      "duration": 748,
                      "errors": [],
                      "stdout": [],
                      "stderr": [],
                      "retry": 0,
                      "startTime": "2026-11-28T08:00:09.215Z",
                      "annotations": [],
                      "attachments": []
                    }
                  ],
                  "status": "expected"
                }
              ],
              "id": "d748ac400d08b85935ef-ea00fae360e6d62ccd1b",
              "file": "auth.spec.ts",
              "line": 191,
              "column": 3
            }
          ]
        }
      ]
    },
    {
      "title": "card.spec.ts",
      "file": "card.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "a user orders a card, activates it, spends with it and freezes it",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 90000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 8016,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:10.078Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "c3d81ec8ce52fed1c957-74066886820c4d032fd4",
          "file": "card.spec.ts",
          "line": 39,
          "column": 1
        }
      ]
    },
    {
      "title": "coin-flags.spec.ts",
      "file": "coin-flags.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "with BTC withdrawals off, the wallet page and the send page opened by its URL say so and offer no form",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 4020,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:18.147Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "cbc34de1dd21c1bf5ae7-46f99e217e33f8c00aa6",
          "file": "coin-flags.spec.ts",
          "line": 23,
          "column": 1
        },
        {
          "title": "with BTC in maintenance, receiving and sending are paused, the dashboard marks it and exchange leaves it out",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 3628,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:22.186Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "cbc34de1dd21c1bf5ae7-f4e973630bc7517a9013",
          "file": "coin-flags.spec.ts",
          "line": 54,
          "column": 1
        }
      ]
    },
    {
      "title": "deep-links.spec.ts",
      "file": "deep-links.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "every deep link lands on its screen when signed in",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 3050,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:25.846Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "2be0d9a128340c98bf14-b5a51d50baf5591aa1c5",
          "file": "deep-links.spec.ts",
          "line": 33,
          "column": 1
        },
        {
          "title": "every deep link falls back as the spec says when signed out",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 2402,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:28.908Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "2be0d9a128340c98bf14-fb230276aabd68cf2339",
          "file": "deep-links.spec.ts",
          "line": 44,
          "column": 1
        }
      ]
    },
    {
      "title": "exchange-earn.spec.ts",
      "file": "exchange-earn.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "exchange EUR to BTC and back, put EUR into Earn, accrue by ops and see the interest",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 4408,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:31.358Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "61a011ec589f4ed59f15-1683423925d719ddc531",
          "file": "exchange-earn.spec.ts",
          "line": 4,
          "column": 1
        }
      ]
    },
    {
      "title": "fiat.spec.ts",
      "file": "fiat.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "a new user opens EUR and GBP wallets in the sandbox, receives a bank transfer and pays out to an IBAN",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 5109,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:35.818Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "8c600e0f2139bbdb9c4d-c8e45608c266fbb64d87",
          "file": "fiat.spec.ts",
          "line": 19,
          "column": 1
        }
      ]
    },
    {
      "title": "history.spec.ts",
      "file": "history.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "a wallet history lists the exchange that filled it and the Earn deposit that left it",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 3320,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:40.965Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "61dfc145f2d790550676-5413876d0b14ef7ca8fd",
          "file": "history.spec.ts",
          "line": 10,
          "column": 1
        }
      ]
    },
    {
      "title": "kyc.spec.ts",
      "file": "kyc.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "verifies an identity with the camera: ID card front and back, selfie, questionnaire, then the reviewer approves",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 120000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 1,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 5004,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:47.044Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "66a8813a1d068b36b9cd-3f6a06472d36c93d7b9e",
          "file": "kyc.spec.ts",
          "line": 36,
          "column": 1
        },
        {
          "title": "the /kyc deep link opens the verification, and a rejected side is asked for again with its reason",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 120000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 1,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 2997,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:52.227Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "66a8813a1d068b36b9cd-5f4e2b94681788dd23e4",
          "file": "kyc.spec.ts",
          "line": 81,
          "column": 1
        }
      ]
    },
    {
      "title": "layout.spec.ts",
      "file": "layout.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "no signed-in screen scrolls sideways at 320, 390 and 1280 px in any language",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 240000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 30498,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:00:44.309Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "9f98fd8c8d1538f5ebbb-2942e253926e47f12fd6",
          "file": "layout.spec.ts",
          "line": 96,
          "column": 1
        }
      ]
    },
    {
      "title": "live-balances.spec.ts",
      "file": "live-balances.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "an operator deposit arrives on the open wallet screen within 10 s, without a reload",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1975,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:14.914Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "f0d399d6d208579fbb82-d1e8ca776a01b2521e9f",
          "file": "live-balances.spec.ts",
          "line": 4,
          "column": 1
        }
      ]
    },
    {
      "title": "locale-amounts.spec.ts",
      "file": "locale-amounts.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "in French, the exchange takes \"0,5\" typed with a decimal comma, from the dashboard quick action",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 3548,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:16.927Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "9bbe29bad829df7d3a86-07a1be0596baa5c1b0f1",
          "file": "locale-amounts.spec.ts",
          "line": 9,
          "column": 1
        }
      ]
    },
    {
      "title": "lock.spec.ts",
      "file": "lock.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "a PIN locks the app in the background; three wrong PINs wait 30 s, across a reload; the right one unlocks",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 3045,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:20.503Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "a2d68a3fb0c2c7941070-69d1e3c97798778120cd",
          "file": "lock.spec.ts",
          "line": 25,
          "column": 1
        },
        {
          "title": "a virtual platform authenticator registers and unlocks the lock screen",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1579,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:23.582Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "a2d68a3fb0c2c7941070-ab76cd7bade6872a91b6",
          "file": "lock.spec.ts",
          "line": 71,
          "column": 1
        },
        {
          "title": "publishing a higher app version opens the update modal, and back does not close it",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 2182,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:25.172Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "a2d68a3fb0c2c7941070-c68bb6c2b638a6ce3393",
          "file": "lock.spec.ts",
          "line": 101,
          "column": 1
        },
        {
          "title": "a forced update published while the lock screen is up opens right after unlocking",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 3329,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:27.402Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "a2d68a3fb0c2c7941070-d13f41c2541b03536712",
          "file": "lock.spec.ts",
          "line": 131,
          "column": 1
        }
      ]
    },
    {
      "title": "lockout-terms.spec.ts",
      "file": "lockout-terms.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "the login screen warns of the last attempts alike for known and unknown emails",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1741,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:30.755Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "4034b4df5794967b0a94-e804940a709a6afe1808",
          "file": "lockout-terms.spec.ts",
          "line": 24,
          "column": 1
        },
        {
          "title": "the login screen counts the lockout down, and ops user unlock lifts it",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 3409,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:32.506Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "4034b4df5794967b0a94-ed649bfe8c52a12c2119",
          "file": "lockout-terms.spec.ts",
          "line": 32,
          "column": 1
        },
        {
          "title": "the terms pages show their text, in the language, linked from sign-up",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1060,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:35.926Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "4034b4df5794967b0a94-74a7fc485c1d86fdce18",
          "file": "lockout-terms.spec.ts",
          "line": 56,
          "column": 1
        }
      ]
    },
    {
      "title": "market.spec.ts",
      "file": "market.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "market list, a coin and its chart, a range switch, and the exchange opened with that coin",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 90000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 2679,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:37.030Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "fc1cfe5185f27e4cbced-60f15f261fa965a9facf",
          "file": "market.spec.ts",
          "line": 4,
          "column": 1
        },
        {
          "title": "a coin without a chart (AMN) says so",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 60000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1709,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:39.743Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "fc1cfe5185f27e4cbced-b12a7838e86f878fe8d0",
          "file": "market.spec.ts",
          "line": 38,
          "column": 1
        },
        {
          "title": "the dashboard price moves without a reload, and the news opens",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 120000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 19160,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:01:41.461Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "fc1cfe5185f27e4cbced-d3654a3d41f6686fa5b5",
          "file": "market.spec.ts",
          "line": 46,
          "column": 1
        }
      ]
    },
    {
      "title": "money.spec.ts",
      "file": "money.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "a deposit, a send to another user and a withdrawal, seen with their labels on both sides",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 6384,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:00.665Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "5b279863a359564d2d6d-1b0b0dcfbae698481f3e",
          "file": "money.spec.ts",
          "line": 31,
          "column": 1
        }
      ]
    },
    {
      "title": "new-user-story.spec.ts",
      "file": "new-user-story.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "a new user: EUR wallet with IBAN and QR, a live deposit, exchange and Earn in the histories, French amounts",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 90000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 6637,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:07.078Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "b39a0a205e4697d8cf17-0a3ae7d956e08bc04d25",
          "file": "new-user-story.spec.ts",
          "line": 27,
          "column": 1
        }
      ]
    },
    {
      "title": "offline.spec.ts",
      "file": "offline.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "the app opens offline from the service worker cache, with the last data and the offline toast",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 4937,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:13.735Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "586fc5283fd8ec7c7982-3f13ab05410d9f95fd95",
          "file": "offline.spec.ts",
          "line": 21,
          "column": 1
        }
      ]
    },
    {
      "title": "shell.spec.ts",
      "file": "shell.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "theme and language chosen on the start page are remembered after a reload",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1006,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:18.737Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "3420664513cb0bae123e-5285544203092c37c8eb",
          "file": "shell.spec.ts",
          "line": 4,
          "column": 1
        },
        {
          "title": "the side menu is a permanent pane at 1280px on /auth paths",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1047,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:19.754Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "3420664513cb0bae123e-b58295e7e11a75c00de6",
          "file": "shell.spec.ts",
          "line": 26,
          "column": 1
        },
        {
          "title": "the side menu is a drawer at 390px, opened by the menu button",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 1596,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:20.821Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "3420664513cb0bae123e-19d9582475fb3078ceb1",
          "file": "shell.spec.ts",
          "line": 39,
          "column": 1
        },
        {
          "title": "there is no side menu outside /auth",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 477,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:22.434Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "3420664513cb0bae123e-e8df669e4bed126327d4",
          "file": "shell.spec.ts",
          "line": 53,
          "column": 1
        },
        {
          "title": "an unknown path redirects to /login",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 629,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:22.937Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "3420664513cb0bae123e-55a857d05effd007c84a",
          "file": "shell.spec.ts",
          "line": 59,
          "column": 1
        }
      ]
    },
    {
      "title": "statements.spec.ts",
      "file": "statements.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "a wallet statement, a receipt and the account documents download as PDFs",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 180000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 5158,
                  "errors": [],
                  "stdout": [],
                  "stderr": [
                    {
                      "text": ""
                    },
                    {
                      "text": ""
                    },
                    {
                      "text": ""
                    },
                    {
                      "text": ""
                    },
                    {
                      "text": ""
                    }
                  ],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:23.623Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "ad74c584cb82a6c27d0b-99abfd8e01be8d9ac1ba",
          "file": "statements.spec.ts",
          "line": 28,
          "column": 1
        },
        {
          "title": "a statement can be canceled while its history is gathered, and a failure shows the spec toast",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 180000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 2307,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:28.794Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "ad74c584cb82a6c27d0b-4541ffd92223f8e41d81",
          "file": "statements.spec.ts",
          "line": 102,
          "column": 1
        },
        {
          "title": "the card confirmation and a statement with a card purchase",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 180000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 5571,
                  "errors": [],
                  "stdout": [],
                  "stderr": [
                    {
                      "text": ""
                    },
                    {
                      "text": ""
                    }
                  ],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:31.110Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "ad74c584cb82a6c27d0b-8a00ec676a16b357daac",
          "file": "statements.spec.ts",
          "line": 147,
          "column": 1
        }
      ]
    },
    {
      "title": "support-notifications.spec.ts",
      "file": "support-notifications.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "a support conversation: the operator answers from the ops CLI and the answer appears without a reload",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 150000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 2672,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:36.719Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "b3afed488933b15427b2-748cd97bbdf47e448547",
          "file": "support-notifications.spec.ts",
          "line": 17,
          "column": 1
        },
        {
          "title": "a deposit raises a notification in the bell",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 150000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 2675,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:39.404Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "b3afed488933b15427b2-4cf863634146ed88a3b4",
          "file": "support-notifications.spec.ts",
          "line": 45,
          "column": 1
        },
        {
          "title": "sign up with a referral link; once the reviewer approves the identity both users see their bonus",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 150000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 4274,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:42.110Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "b3afed488933b15427b2-e07bdfd06faa4d80a069",
          "file": "support-notifications.spec.ts",
          "line": 61,
          "column": 1
        }
      ]
    },
    {
      "title": "system.spec.ts",
      "file": "system.spec.ts",
      "column": 0,
      "line": 0,
      "specs": [
        {
          "title": "the server answers health, OpenAPI, app config and unknown API paths",
          "ok": true,
          "tags": [],
          "tests": [
            {
              "timeout": 30000,
              "annotations": [],
              "expectedStatus": "passed",
              "projectId": "",
              "projectName": "",
              "results": [
                {
                  "workerIndex": 0,
                  "parallelIndex": 0,
                  "status": "passed",
                  "duration": 93,
                  "errors": [],
                  "stdout": [],
                  "stderr": [],
                  "retry": 0,
                  "startTime": "2026-11-28T08:02:46.412Z",
                  "annotations": [],
                  "attachments": []
                }
              ],
              "status": "expected"
            }
          ],
          "id": "19fec53437319cd87246-0be6aff4b27f14182275",
          "file": "system.spec.ts",
          "line": 3,
          "column": 1
        }
      ]
    }
  ],
  "errors": [],
  "stats": {
    "startTime": "2026-11-28T07:59:43.784Z",
    "duration": 191637.40899999999,
    "expected": 47,
    "skipped": 0,
    "unexpected": 0,
    "flaky": 0
  }
}